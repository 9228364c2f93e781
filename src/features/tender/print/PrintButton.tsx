/**
 * A button that prints the page (it needs scripts: noscript.css hides it by its class), once
 * `ready` has settled: what the page fetches before it can print whole.
 */
export function PrintButton({
  className,
  label,
  ready,
}: {
  className: string;
  label: string;
  ready?: () => Promise<void>;
}) {
  return (
    <button
      type="button"
      className={`button button--secondary ${className}`}
      onClick={() => {
        void (ready?.() ?? Promise.resolve()).then(() => {
          // A task later: what came in has rendered.
          setTimeout(() => {
            window.print();
          });
        });
      }}
    >
      {label}
    </button>
  );
}
