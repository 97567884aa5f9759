import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { StatusCheckForm } from "./StatusCheckForm.tsx";
import { StatusResults } from "./StatusResults.tsx";
import { useStatusCheck } from "./useStatusCheck.ts";

/**
 * /transaction-status (spec 000 §2): 'Check Your Application Status'. A link with ?id= checks that
 * number at once; a number checked here is written back to the address so it can be shared.
 */
export function TransactionStatusPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get("id") ?? "";
  const { check, run } = useStatusCheck();

  useEffect(() => {
    if (id.trim()) void run(id);
  }, [id, run]);

  return (
    <>
      <h1 className="govuk-heading-xl">Check Your Application Status</h1>
      <p className="govuk-body">Enter the transaction number you were given when you submitted your application. No login is needed.</p>
      <StatusCheckForm key={id} initial={id} busy={check.state === "checking"} onCheck={(n) => (n === id ? void run(n) : setParams({ id: n }))} />
      <StatusResults check={check} />
    </>
  );
}
