/** A button that prints the page (it needs scripts: noscript.css hides it by its class). */
export function PrintButton({ className, label }: { className: string; label: string }) {
  return (
    <button
      type="button"
      className={`button button--secondary ${className}`}
      onClick={() => {
        window.print();
      }}
    >
      {label}
    </button>
  );
}
