import type { Condition, Definition, Section } from "../types.ts";
import { startRules } from "./stepGraph.ts";

/** A place in the definition where a condition is written, and which step it belongs to. */
export interface ConditionSite {
  condition: Condition;
  at: string;
  /** The wizard step whose answers are all it may read; null: any field; "$start": only context. */
  step: string | null;
}

function sectionSites(section: Section, at: string, step: string | null): ConditionSite[] {
  const sites: ConditionSite[] = [];
  for (const [field, condition] of Object.entries(section.show ?? {})) sites.push({ condition, at: `${at}/show/${field}`, step });
  (section.checks ?? []).forEach((check, i) => sites.push({ condition: check.assert, at: `${at}/checks/${i}/assert`, step }));
  for (const [field, rules] of Object.entries(section.options ?? {})) {
    for (const [option, rule] of Object.entries(rules)) sites.push({ condition: rule.disabledWhen, at: `${at}/options/${field}/${option}/disabledWhen`, step });
  }
  return sites;
}

/** Every condition of a definition with the scope of answers it may read. */
export function conditionSites(definition: Definition): ConditionSite[] {
  const sites: ConditionSite[] = [];
  startRules(definition).forEach((rule, i) => rule.when !== undefined && sites.push({ condition: rule.when, at: `/wizard/start/${i}/when`, step: "$start" }));
  (definition.wizard?.steps ?? []).forEach((step, i) => {
    const at = `/wizard/steps/${i}`;
    sites.push(...sectionSites(step, at, step.id));
    (step.next ?? []).forEach((rule, r) => rule.when !== undefined && sites.push({ condition: rule.when, at: `${at}/next/${r}/when`, step: step.id }));
    (step.blocks ?? []).forEach((block, b) => sites.push({ condition: block.when, at: `${at}/blocks/${b}/when`, step: step.id }));
    if (step.autoAdvance && step.autoAdvance !== true) sites.push({ condition: step.autoAdvance, at: `${at}/autoAdvance`, step: step.id });
  });
  definition.form.pages.forEach((page, i) => sites.push(...sectionSites(page, `/form/pages/${i}`, null)));
  if (definition.payment) sites.push(...sectionSites(definition.payment, "/payment", null));
  (definition.documents?.items ?? []).forEach((d, i) => d.when !== undefined && sites.push({ condition: d.when, at: `/documents/items/${i}/when`, step: null }));
  (definition.documents?.groups ?? []).forEach((g, i) => g.when !== undefined && sites.push({ condition: g.when, at: `/documents/groups/${i}/when`, step: null }));
  (definition.fees?.lines ?? []).forEach((l, i) => l.when !== undefined && sites.push({ condition: l.when, at: `/fees/lines/${i}/when`, step: null }));
  if (definition.certificate?.idCard) sites.push({ condition: definition.certificate.idCard.when, at: "/certificate/idCard/when", step: null });
  for (const [name, condition] of Object.entries(definition.conditions ?? {})) sites.push({ condition, at: `/conditions/${name}`, step: null });
  return sites;
}
