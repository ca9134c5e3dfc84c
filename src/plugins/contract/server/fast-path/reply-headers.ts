import type { HeaderList } from './recorded-headers';

/** `vary`'s append (what Koa's `ctx.vary` does): the field added once, `*` absorbing everything. */
export const appendVary = (header: string | undefined, field: string): string => {
  if (!header) return field;
  if (header === '*') return header;
  const present = header.split(',').map((value) => value.trim().toLowerCase());
  return present.includes(field.toLowerCase()) ? header : `${header}, ${field}`;
};

/**
 * The headers of an answer in the order they are set, a later value replacing an earlier one of
 * the same name (as `res.setHeader` does), flattened for `res.writeHead`.
 */
export class ReplyHeaders {
  private readonly byName = new Map<string, [string, string]>();

  set(name: string, value: string) {
    this.byName.set(name.toLowerCase(), [name, value]);
    return this;
  }

  setAll(list: HeaderList) {
    for (const [name, value] of list) this.set(name, value);
    return this;
  }

  get(name: string) {
    return this.byName.get(name.toLowerCase())?.[1];
  }

  delete(name: string) {
    this.byName.delete(name.toLowerCase());
  }

  /** Where the value of `name` sits in what `flat()` gives; -1 when it is not set. */
  slotOf(name: string): number {
    const position = [...this.byName.keys()].indexOf(name.toLowerCase());
    return position === -1 ? -1 : position * 2 + 1;
  }

  flat(): string[] {
    const flat: string[] = [];
    for (const pair of this.byName.values()) flat.push(pair[0], pair[1]);
    return flat;
  }
}
