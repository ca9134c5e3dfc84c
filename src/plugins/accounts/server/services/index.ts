import adminUsers from './admin-users';
import authentication from './authentication';
import emailVerification from './email-verification';
import mailer from '../adapters/mailer';
import passwordResets from './password-resets';
import people from './people';
import permissions from './permissions';
import personalTokens from './personal-tokens';
import principals from './principals';
import profileImage from './profile-image';
import profiles from './profiles';
import revocationCache from './revocation-cache';
import sessions from './sessions';
import social from './social/sign-in';
import tokens from './tokens';
import users from './users';

export const services = {
  adminUsers,
  authentication,
  emailVerification,
  mailer,
  passwordResets,
  people,
  permissions,
  personalTokens,
  principals,
  profileImage,
  profiles,
  revocationCache,
  sessions,
  social,
  tokens,
  users,
};
