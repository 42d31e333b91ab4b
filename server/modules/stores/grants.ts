/**
 * Who works in the stores (ADR 025): the Accountant and the Approver keep the catalogue, the
 * parties and the documents; the Auditor reads them; the Editor, who keeps the site, has nothing
 * here. The Administrator has every permission anyway.
 */
export const STORES_GRANTS = { Accountant: 'write', Approver: 'write', Auditor: 'read' } as const
