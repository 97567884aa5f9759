import { useEffect, useState } from "react";
import { toast } from "../layout/toast.ts";
import { useApi } from "../api/ApiProvider.tsx";
import type { IssuedCertificate } from "../../../engine/api/certificateContract.ts";

export type { IssuedCertificate };


/** Spec 000 §8 'Downloads'. */
export const CERTIFICATES_FAILED = "Error while getting issued certificates, please try again.";

/** The signed-in applicant's issued certificates; a failure or a non-array answer warns and lists none. */
export function useIssuedCertificates(): IssuedCertificate[] | null {
  const api = useApi();
  const [certificates, setCertificates] = useState<IssuedCertificate[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<unknown>("/bpm/issued-certificates")
      .then((answer) => {
        if (!Array.isArray(answer)) throw new Error(CERTIFICATES_FAILED);
        if (live) setCertificates(answer as IssuedCertificate[]);
      })
      .catch(() => {
        if (!live) return;
        toast.warning(CERTIFICATES_FAILED);
        setCertificates([]);
      });
    return () => {
      live = false;
    };
  }, [api]);
  return certificates;
}
