/**
 * Every domain event: its name in the log and its JSON payload, in one map (as immich's `EventMap`). The kernel
 * names no context, so each context adds its own events to this one interface from its `contracts/*.events.ts`
 * (`declare module '.../event-map.js' { interface EventMap { ... } }`: TypeScript merges the declarations into one
 * type). An event is declared once, there; `raise` takes its payload from here, and a listener names its events
 * from here (`@OnEvent('MatchCompleted')`) and gets their payloads typed (`ArgOf<'MatchCompleted'>`).
 */
// Filled by the contexts' declarations, never here: see above.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- see above
export interface EventMap {}

/** The name of a domain event, as the log stores it in `type`. */
export type EventName = keyof EventMap;

/** The payload of event `K`. */
export type ArgOf<K extends EventName> = EventMap[K];
