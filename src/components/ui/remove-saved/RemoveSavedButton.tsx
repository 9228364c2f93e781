import './remove-saved.css';

/** The texts of "Прибрати" beside a pressed save toggle: its words and its accessible name. */
export interface RemoveSaved {
  text: string;
  /** Undefined where the words alone name the action. */
  label: string | undefined;
}

interface Props {
  remove: RemoveSaved;
  onClick: () => void;
  disabled?: boolean;
}

/** "Прибрати" beside a pressed save toggle (a tender's or a search's). */
export function RemoveSavedButton({ remove, onClick, disabled = false }: Props) {
  return (
    <button
      type="button"
      className="link-button remove-saved"
      aria-label={remove.label}
      disabled={disabled}
      onClick={onClick}
    >
      {remove.text}
    </button>
  );
}
