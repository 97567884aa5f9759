import { useState } from "react";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import { entityName } from "../pages/public/entityName.ts";
import { ErrorMessage } from "../theme/ErrorMessage.tsx";
import { describedBy } from "../theme/fieldText.ts";
import { readFileAsDataUrl } from "../widgets/readFileAsDataUrl.ts";
import type { Entity } from "./profileParts.ts";
import { useRefreshProfile } from "./useRefreshProfile.ts";

/** Spec 000 §9: a profile photo is a png, jpeg or jpg. */
export const PHOTO_ACCEPT = [".png", ".jpeg", ".jpg"];

/** The entity's profile photo; choosing a file uploads it at once (spec 000 §2 /profile). */
export function ProfilePhoto({ entity }: { entity: Entity }) {
  const api = useApi();
  const refresh = useRefreshProfile();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const photo = typeof entity.self_photo_file === "string" && entity.self_photo_file.startsWith("data:image/") ? entity.self_photo_file : null;
  const id = "profile-photo";

  async function upload(file: File) {
    const read = await readFileAsDataUrl(file, PHOTO_ACCEPT);
    if ("error" in read) {
      setProblem(read.error);
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const { msg } = await api.post<{ msg: string }>(`/entity/photo/${String(entity.id)}`, { self_photo_file: { name: file.name, content: read.dataUrl } });
      toast.success(msg);
      await refresh();
    } catch (error) {
      setProblem((error as Error).message);
      toast.warning((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="nfa-profile-photo">
      {photo ? <img src={photo} alt={`Profile photo of ${entityName(entity)}`} className="nfa-profile-photo__image" /> : <div className="nfa-profile-photo__empty" aria-hidden="true">No photo</div>}
      <div className={`govuk-form-group${problem ? " govuk-form-group--error" : ""}`}>
        <label className="govuk-label" htmlFor={id}>
          {photo ? "Change Profile Photo" : "Upload Profile Photo"}
        </label>
        <div id={`${id}__hint`} className="govuk-hint">
          PNG or JPEG. It is saved as soon as you choose it.
        </div>
        <ErrorMessage id={id} errors={problem ? [problem] : []} />
        <input
          id={id}
          type="file"
          className="govuk-file-upload"
          accept={PHOTO_ACCEPT.join(",")}
          disabled={busy}
          aria-describedby={describedBy(id, true, Boolean(problem))}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {busy && (
          <p className="govuk-body-s" role="status">
            Uploading…
          </p>
        )}
      </div>
    </div>
  );
}
