import { useNavigate } from "react-router-dom";
import { Dialog } from "../Dialog.tsx";

/**
 * 'Registration Successful' (spec 000 §2 /register step 6): a Login button to /login. The
 * notification that follows is the fixed confirmation message (decision 0044).
 */
export function RegistrationSuccessDialog() {
  const navigate = useNavigate();
  return (
    <Dialog id="registration-successful" title="Registration Successful" description="Your account has been created. An email notification with your registration details will follow. It holds a link and a code to confirm your email address (or phone number): until you confirm it, news of your applications is shown on your dashboard only.">
      <button type="button" className="govuk-button" onClick={() => navigate("/login")}>
        Login
      </button>
    </Dialog>
  );
}
