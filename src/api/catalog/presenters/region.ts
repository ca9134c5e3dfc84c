/**
 * A region as the API shows it anywhere: identified by its key, with its label, and `name`
 * (= label) because the legacy frontend prints `region.name` (CONTRACT §10).
 */
export const regionObject = (key: string, label: string) => ({ id: key, label, name: label });
