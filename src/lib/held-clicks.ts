/**
 * A tap on a button of the server's page before the app has taken the page over would do nothing
 * (on a slow phone, for seconds): it is held, the button shows it was pressed, and the app
 * presses it once it has hydrated. A form's submit button needs no scripts and is let through; a
 * link works by itself.
 */
const held: HTMLButtonElement[] = [];
/** The mark of a held button (its look: base.css). */
const HELD = 'data-held';
let holding = false;

function hold(event: MouseEvent): void {
  const { target } = event;
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || (button.type === 'submit' && button.form)) return;
  event.preventDefault();
  event.stopPropagation();
  if (held.includes(button)) return;
  held.push(button);
  button.setAttribute(HELD, '');
}

/** From now until `pressHeldButtons`, a click on a button is held (the server's page is shown). */
export function holdClicks(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('click', hold, true);
}

/**
 * The app has hydrated: clicks reach it from now on, and each held button is pressed, in order,
 * in a task of its own. Pressed from a React effect (during the commit), a button in a part of
 * the page that hydrates apart (HydratesApart) and has yet to could not be hydrated first, and
 * React would drop the press.
 */
export function pressHeldButtons(): void {
  if (!holding) return;
  setTimeout(release, 0);
}

function release(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', hold, true);
  for (const button of held.splice(0)) {
    button.removeAttribute(HELD);
    if (button.isConnected) button.click();
  }
}
