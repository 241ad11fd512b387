export interface AuthSwitchPromptProps {
  /** "No account yet?" and the like. */
  question: string;
  /** The link-styled button that switches to the other dialog. */
  action: string;
  onClick: () => void;
  testId: string;
}

/** The line under an auth form that switches between the login and sign-up dialogs. */
export function AuthSwitchPrompt({ question, action, onClick, testId }: AuthSwitchPromptProps) {
  return (
    <p className="text-center text-sm text-ink-muted">
      {question}{' '}
      <button
        type="button"
        className="font-semibold text-brand underline-offset-4 hover:underline"
        onClick={onClick}
        data-testid={testId}
      >
        {action}
      </button>
    </p>
  );
}
