import type { Core } from '@strapi/strapi';
import {
  ForbiddenError,
  UpstreamError,
  UpstreamUnavailableError,
  readRecordId,
} from '../../../contract/public';
import { emailHash, signedLinkState, signVerificationUrl } from './signed-links';
import { verificationMail } from '../presenters/mail';
import type { UserRecord } from '../presenters/user';
import { accounts } from '../../accessor';

export type VerifyOutcome = 'verified' | 'already_verified';
/** Why a link is refused: not ours or altered; ours but past its hour; for an address since changed. */
export type VerifyRefusal = 'invalid_signature' | 'expired' | 'invalid_verification_link';
type SignedLink = { id: string; hash: string; expires: unknown; signature: unknown };

/** Signed e-mail verification links (CONTRACT §2.4). */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const setting = <T>(key: string) => strapi.config.get(`plugin::accounts.${key}`) as T;

  return {
    link(user: { id: number; email: string }) {
      return signVerificationUrl(setting<string>('appUrl'), setting<string>('appKey'), user, 3600);
    },

    /** In the background (`dispatch`), unless the client is waiting for exactly this mail (resend). */
    async send(user: UserRecord, { wait = false }: { wait?: boolean } = {}) {
      const url = this.link(user);
      const mailer = accounts(strapi).mailer;
      const mail = verificationMail(setting<string>('appName'), user.name ?? null, url);
      if (!wait) return void mailer.dispatch(user.email, mail, [url]);
      await mailer.send(user.email, mail, [url]).catch((error: unknown) => {
        // The mail server's failure is the client's to retry (503); a fault of ours stays a 500.
        if (!(error instanceof UpstreamError)) throw error;
        strapi.log.warn(`verification mail to ${user.email}: ${error.message}`);
        throw new UpstreamUnavailableError('The verification mail could not be sent; try again later.');
      });
    },

    /** Verifies the address of a good link; a refused link changes nothing and says why. */
    async check(link: SignedLink): Promise<VerifyOutcome | VerifyRefusal> {
      const state = signedLinkState(setting<string>('appUrl'), setting<string>('appKey'), link);
      if (state !== 'valid') return state === 'expired' ? 'expired' : 'invalid_signature';
      const users = accounts(strapi).users;
      const asId = readRecordId(link.id);
      const user = 'id' in asId ? await users.findById(asId.id) : null;
      // A link for an address the account no longer has (changed since) is not valid any more.
      if (!user || emailHash(user.email) !== link.hash) return 'invalid_verification_link';
      if (user.email_verified_at) return 'already_verified';
      await users.update(user.id, { email_verified_at: new Date() });
      return 'verified';
    },

    /** The legacy answer: a refused link is 403 (`invalid_signature` also when expired, CONTRACT §2.4). */
    async verify(link: SignedLink): Promise<VerifyOutcome> {
      const outcome = await this.check(link);
      if (outcome === 'invalid_verification_link')
        throw new ForbiddenError('This verification link is invalid.', 'invalid_verification_link');
      if (outcome === 'expired' || outcome === 'invalid_signature')
        throw new ForbiddenError('Invalid signature.', 'invalid_signature');
      return outcome;
    },
  };
};
