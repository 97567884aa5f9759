import { useState } from "react";
import { TextField } from "../accounts/fields/TextField.tsx";
import { ApiError } from "../api/apiClient.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { DataTable } from "./DataTable.tsx";

interface User {
  id: number;
  email: string | null;
  cell_phone_user: string | null;
  name_of_applicant: string | null;
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
  const search = async () => {
    if (!email.trim() && !phone.trim()) {
      setMessage("Enter an email or a cell phone to search");
      return;
    }
    try {
      const query = new URLSearchParams(Object.entries({ email: email.trim(), cell_phone_user: phone.trim() }).filter(([, v]) => v)).toString();
      const found = await api.get<{ msg: string; users: User[] }>(`/admin/users?${query}`);
      setUsers(found.users);
      setMessage(found.msg);
    } catch (error) {
      setMessage(error instanceof ApiError ? error.message : "The search did not succeed");
    }
  };
  const reset = async (user: User) => {
    // Opened before the call so the browser does not treat it as an unwanted pop-up.
    const tab = window.open("", "_blank");
    try {
      const link = await api.put<{ msg: string; id: string }>(`/admin/users/password-reset/${user.id}`, {});
      if (tab) tab.location.href = `/reset-password/${link.id}`;
      setMessage(`${link.msg}: /reset-password/${link.id}`);
    } catch (error) {
      tab?.close();
      setMessage(error instanceof ApiError ? error.message : "The reset link could not be made");
    }
  };
  return (
    <>
      <h1 className="govuk-heading-xl">Users</h1>
      <form
        className="nfa-admin-filters"
        aria-label="Search users"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <TextField id="user-email" label="Email" value={email} error={null} onChange={setEmail} />
        <TextField id="user-phone" label="Cell Phone" value={phone} error={null} onChange={setPhone} />
        <button type="submit" className="govuk-button">
          Search
        </button>
      </form>
      {message && (
        <p className="govuk-body" role="status">
          {message}
        </p>
      )}
      {users && users.length > 0 && (
        <DataTable
          caption="Users found"
          headers={["Name", "Email", "Cell Phone", "Action"]}
          rows={users.map((u) => ({
            key: u.id,
            cells: [
              u.name_of_applicant,
              u.email,
              u.cell_phone_user,
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
