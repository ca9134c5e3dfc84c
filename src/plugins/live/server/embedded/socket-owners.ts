import type { UserSockets } from './user-sockets';

/**
 * Who this instance's sockets belong to. A socket is anonymous until a channel is signed for it
 * (POST /broadcasting/auth names the socket and the caller); from then on it is the caller's, counts
 * toward their connections and closes when their access changes.
 */
export class SocketOwners {
  private readonly usersOf = new Map<string, Set<number>>();

  constructor(
    private readonly counts: UserSockets,
    private readonly limit: number,
  ) {}

  /**
   * Signs a socket in as a user. Answers false, and leaves the socket anonymous, when that would
   * give the user more sockets than the limit.
   */
  async bind(socketId: string, userId: number): Promise<boolean> {
    let users = this.usersOf.get(socketId);
    if (users?.has(userId)) return true;
    if (!users) this.usersOf.set(socketId, (users = new Set()));
    users.add(userId);
    const count = await this.counts.add(userId, socketId);
    // Closed while it was being counted: it counts for nobody.
    if (this.usersOf.get(socketId) !== users) {
      this.counts.remove(userId, socketId);
      return false;
    }
    if (count <= this.limit) return true;
    this.counts.remove(userId, socketId);
    users.delete(userId);
    return false;
  }

  socketsOf(userId: number): string[] {
    return [...this.usersOf].filter(([, users]) => users.has(userId)).map(([socketId]) => socketId);
  }

  /** The socket closed: it no longer counts for anyone. */
  forget(socketId: string) {
    for (const userId of this.usersOf.get(socketId) ?? []) this.counts.remove(userId, socketId);
    this.usersOf.delete(socketId);
  }

  /** Vouches again for every socket held here (the count of another instance's view expires otherwise). */
  refresh() {
    this.counts.refresh(
      [...this.usersOf].flatMap(([socketId, users]) =>
        [...users].map((id) => [id, socketId] as [number, string]),
      ),
    );
  }
}
