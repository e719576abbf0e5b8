/** Module-scoped headers passed explicitly, so the query key (module, zone) matches what is sent. */
export interface Scope {
  moduleId: number;
  zoneId: string;
}
