import { useState } from "react";
import { Link } from "react-router-dom";
import { toast } from "../layout/toast.ts";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { ErrorSummaryBox } from "../theme/ErrorSummaryBox.tsx";
import { DataTable } from "./DataTable.tsx";

/** Our wording: the search needs one of its two fields. */
const SEARCH_NEEDS = "Enter an email or a cell phone to search";

interface User {
  id: number;
  email: string | null;
  cell_phone_user: string | null;
  name_of_applicant: string | null;
  role: string;
}

/**
 * /admin/users (spec 000 §2): search users by email and cell phone; Reset Password makes a
 * single-use link and opens /reset-password/{id} in a new tab for the user to be helped.
 */
export function UsersPage() {
  const api = useApi();
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const [users, setUsers] = useState<User[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [link, setLink] = useState<{ email: string; path: string } | null>(null);
  const [problem, setProblem] = useState<{ message: string; field?: string; attempt: number } | null>(null);
  const search = async () => {
    const attempt = (problem?.attempt ?? 0) + 1;
    setProblem(null);
    if (!email.trim() && !phone.trim()) {
      setProblem({ message: SEARCH_NEEDS, field: "user-email", attempt });
      return;
    }
    try {
      const query = new URLSearchParams(Object.entries({ email: email.trim(), cell_phone_user: phone.trim() }).filter(([, v]) => v)).toString();
      const found = await api.get<{ msg: string; users: User[] }>(`/admin/users?${query}`);
      setUsers(found.users);
      setMessage(found.msg);
    } catch (error) {
      setMessage(null);
      setProblem({ message: error instanceof ApiError ? error.message : "The search did not succeed", attempt });
    }
  };
  const reset = async (user: User) => {
    // Opened before the call so the browser does not treat it as an unwanted pop-up.
    const tab = window.open("", "_blank");
    try {
      const made = await api.put<{ msg: string; id: string }>(`/admin/users/password-reset/${user.id}`, {});
      const path = `/reset-password/${made.id}`;
      if (tab) tab.location.href = path;
      toast.success(made.msg);
      // Also on the page, for when the browser blocked the new tab.
      setLink({ email: user.email ?? user.cell_phone_user ?? String(user.id), path });
    } catch (error) {
      tab?.close();
      // Spec 000 §8 'Admin password reset failure': a warning with the server's message.
      toast.warning(error instanceof ApiError ? error.message : "The reset link could not be made");
    }
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Users</h1>
      <ErrorSummaryBox problems={problem ? [{ message: problem.message, ...(problem.field ? { field: problem.field, name: "Email" } : {}) }] : []} attempt={problem?.attempt} />
      <form
        className="nfa-admin-filters"
        aria-label="Search users"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <TextField id="user-email" label="Email" value={email} error={problem?.field ? problem.message : null} onChange={setEmail} />
        <TextField id="user-phone" label="Cell Phone" value={phone} error={null} onChange={setPhone} />
        <button type="submit" className="govuk-button">
          Search
        </button>
      </form>
      <div role="status">{message && <p className="govuk-body">{message}</p>}</div>
      {link && (
        <p className="govuk-body">
          Reset link for {link.email}:{" "}
          <Link className="govuk-link" to={link.path} target="_blank" rel="noopener">
            {link.path} (opens in a new tab)
          </Link>
        </p>
      )}
      {users && users.length > 0 && (
        <DataTable
          caption="Users found"
          rowHeader={1}
          headers={["Name", "Email", "Cell Phone", "Role", "Action"]}
          rows={users.map((u) => ({
            key: u.id,
            cells: [
              u.name_of_applicant,
              u.email,
              u.cell_phone_user,
              u.role,
              <button key="reset" type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={() => void reset(u)}>
                Reset Password <span className="govuk-visually-hidden">of {u.email ?? u.cell_phone_user}</span>
              </button>,
            ],
          }))}
        />
      )}
    </>
  );
}
