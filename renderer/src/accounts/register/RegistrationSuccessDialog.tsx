import { useNavigate } from "react-router-dom";
import { Dialog } from "../Dialog.tsx";

/** 'Registration Successful' (spec 000 §2 /register step 6): a Login button to /login. */
export function RegistrationSuccessDialog() {
  const navigate = useNavigate();
  return (
    <Dialog id="registration-successful" title="Registration Successful" description="Your account has been created. An email notification with your registration details will follow.">
      <button type="button" className="govuk-button" onClick={() => navigate("/login")}>
        Login
      </button>
    </Dialog>
  );
}
