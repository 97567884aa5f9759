import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { toast } from "../../layout/toast.ts";
import { useApi } from "../../api/ApiProvider.tsx";

/**
 * A call of the password reset (asking for the link, setting the new password): on success the
 * server's message and /login (spec 000 §7 'Reset password'); on refusal its message stays as
 * `failure` for the page to show.
 */
export function usePasswordCall() {
  const api = useApi();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function send(path: string, body: object) {
    setBusy(true);
    setFailure(null);
    try {
      const { msg } = await api.post<{ msg: string }>(path, body);
      toast.success(msg);
      navigate("/login");
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, setFailure, send };
}
