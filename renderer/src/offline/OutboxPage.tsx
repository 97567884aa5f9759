import { useEffect } from "react";
import { Link } from "react-router-dom";
import { useApi } from "../api/ApiProvider.tsx";
import { useOnline } from "../layout/useOnline.ts";
import { openDraft } from "../store/openDraft.ts";
import { useSession } from "../store/useSession.ts";
import { refreshOutbox, removeItem, retryItem, sendOutbox } from "./outbox.ts";
import type { OutboxItem } from "./outboxItem.ts";
import { ownerOf, unsent, useOutbox } from "./useOutbox.ts";

/** When an item was made or sent, as a person reads it on their phone ("29 Nov, 14:05"). */
const when = (iso: string) => new Date(iso).toLocaleString("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The item's state as a tag, and what it means. */
function State({ item, held }: { item: OutboxItem; held: boolean }) {
  if (item.state === "sent")
    return (
      <>
        <strong className="govuk-tag govuk-tag--green">Sent</strong> <span className="govuk-body-s">{when(item.sent ?? item.made)}</span>
        {typeof item.answer?.transNumber === "string" && <p className="govuk-body-s govuk-!-margin-bottom-0">Transaction number: {item.answer.transNumber}</p>}
      </>
    );
  if (item.state === "failed")
    return (
      <>
        <strong className="govuk-tag govuk-tag--red">Not sent</strong>
        <p className="govuk-body-s govuk-!-margin-bottom-0">{item.error}</p>
      </>
    );
  return <strong className="govuk-tag govuk-tag--grey">{held ? "Waiting for the item above" : "Waiting to send"}</strong>;
}

/**
 * What can be done with an item not yet sent: a refused one tried again or removed; a save refused
 * because the application changed on another device, the applicant's choice of answers; a waiting
 * one removed (not the start: what follows it needs it).
 */
function ItemActions({ item, onRetry, onRemove, onUseOnline }: { item: OutboxItem; onRetry: (overwrite: boolean) => void; onRemove: () => void; onUseOnline: () => void }) {
  const what = <span className="govuk-visually-hidden">{item.label}</span>;
  if (item.state === "failed" && item.conflict)
    return (
      <div className="govuk-button-group govuk-!-margin-bottom-0">
        <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={() => onRetry(true)}>
          Keep the answers on this phone
        </button>
        <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={onUseOnline}>
          Use the answers saved online
        </button>
      </div>
    );
  if (item.state === "failed")
    return (
      <div className="govuk-button-group govuk-!-margin-bottom-0">
        <button type="button" className="govuk-button govuk-!-margin-bottom-0" onClick={() => onRetry(false)}>
          Try again {what}
        </button>
        <button type="button" className="govuk-button govuk-button--warning govuk-!-margin-bottom-0" onClick={onRemove}>
          Remove {what}
        </button>
      </div>
    );
  return (
    <button type="button" className="govuk-button govuk-button--secondary govuk-!-margin-bottom-0" onClick={onRemove}>
      Remove {what}
    </button>
  );
}

/**
 * The outbox (issue 27): what this phone kept while there was no signal, application by
 * application and in the order it will be sent, what was sent (with a submit's transaction
 * number) and what the server refused and why; a refused item can be tried again or removed, and
 * a save refused because the application was changed on another device offers the choice between
 * the answers on this phone and those saved online (decision 0064).
 */
export function OutboxPage() {
  const api = useApi();
  const owner = useSession((s) => ownerOf(s.profile));
  const current = useSession((s) => s.current);
  const { items, sending, owner: shownOwner } = useOutbox();
  const online = useOnline();
  useEffect(() => void refreshOutbox(owner).catch(() => undefined), [owner]);
  const mine = shownOwner === owner ? items : [];
  const applications = [...new Set(mine.map((i) => i.tempTransId))];
  const waiting = unsent(mine);

  /** The answers saved online win: the phone's save (and what follows it) is dropped, and the draft read back. */
  async function useOnlineAnswers(item: OutboxItem) {
    if (item.id === undefined) return;
    await removeItem(owner, item.id);
    if (current?.temp_trans_id === item.tempTransId) await openDraft(api, item.appType, item.tempTransId).catch(() => undefined);
  }

  return (
    <>
      <h1 className="govuk-heading-l">Saved on this phone</h1>
      <p className="govuk-body">What you save, attach or submit with no signal is kept here and sent, in order, when you are back online. Nothing is sent twice.</p>
      <p className="govuk-body" role="status">
        {!waiting.length ? "Nothing is waiting to be sent." : sending ? "Sending…" : online ? `${waiting.length} waiting to be sent.` : `${waiting.length} waiting: they will be sent when you are back online.`}
      </p>
      {online && waiting.some((i) => i.state === "waiting") && !sending && (
        <button type="button" className="govuk-button" onClick={() => void sendOutbox(api, owner)}>
          Send now
        </button>
      )}
      {applications.map((tempTransId, n) => {
        const own = mine.filter((i) => i.tempTransId === tempTransId);
        const heldFrom = own.findIndex((i) => i.state === "failed" && i.kind !== "upload");
        const canContinue = current?.temp_trans_id === tempTransId && current.place && !current.submitted_transaction;
        return (
          <section key={tempTransId} aria-labelledby={`outbox-application-${n}`}>
            <h2 className="govuk-heading-m" id={`outbox-application-${n}`}>
              {own[0]?.title}
            </h2>
            {canContinue && (
              <p className="govuk-body">
                <Link className="govuk-link" to={current.place as string}>
                  Continue this application
                </Link>
              </p>
            )}
            <dl className="govuk-summary-list">
              {own.map((item, index) => {
                const actions = item.state !== "sent" && item.id !== undefined && (item.state === "failed" || item.kind !== "start");
                return (
                  <div key={item.id} className={`govuk-summary-list__row${actions ? "" : " govuk-summary-list__row--no-actions"}`}>
                    <dt className="govuk-summary-list__key">
                      {item.label}
                      <span className="govuk-body-s nfa-outbox__made">Made {when(item.made)}</span>
                    </dt>
                    <dd className="govuk-summary-list__value">
                      <State item={item} held={heldFrom >= 0 && index > heldFrom} />
                    </dd>
                    {actions && (
                      <dd className="govuk-summary-list__actions">
                        <ItemActions item={item} onRetry={(overwrite) => void retryItem(owner, item.id as number, overwrite).then(() => sendOutbox(api, owner))} onRemove={() => void removeItem(owner, item.id as number)} onUseOnline={() => void useOnlineAnswers(item)} />
                      </dd>
                    )}
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
      <p className="govuk-body">
        <Link className="govuk-link" to="/application-types">
          Back to the application types
        </Link>
      </p>
    </>
  );
}
