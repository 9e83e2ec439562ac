import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI } from 'otplib';
import { toString as qrCode } from 'qrcode';
import type { TwoFactorEnrolmentView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { SecretBox } from '../../../platform/crypto/secret-box';
import { DomainError } from '../../../platform/errors/domain-error';
import { ChurchQuery } from '../../organisation';
import { freshlyAuthenticated, userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';

const ENROLMENT_TTL_MS = 15 * 60 * 1000;
const ENROLMENT_PURPOSE = 'totp-enrolment';

/** `sid`: the session that started it, the only one that may confirm it. */
type Enrolment = {
  sub: string;
  sid: string;
  secret: string;
};

/**
 * Enrolment is stateless until confirmed: a fresh secret for the app goes out sealed in an
 * enrolment token, so nothing is written for an abandoned enrolment. It needs a freshly
 * authenticated session (signed in or re-authenticated within the last few minutes), so a
 * session taken over cannot put its taker's authenticator on the account; the token it hands
 * out is that proof for the confirmation, bound to the session.
 */
@Injectable()
export class TwoFactorEnrolment {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly secrets: SecretBox,
    private readonly church: ChurchQuery,
  ) {}

  /** A new secret for the app, shown once, with its QR code and the token that confirms it; REAUTHENTICATION_REQUIRED unless freshly authenticated. */
  async start(userId: string, sessionId: string): Promise<TwoFactorEnrolmentView> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (state.twoFactor) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    if (!freshlyAuthenticated(state, sessionId, new Date().toISOString())) throw new DomainError('REAUTHENTICATION_REQUIRED');
    const church = await this.church.current();
    const secret = generateSecret();
    const otpauthUri = generateURI({ issuer: church?.name ? `${church.name} (Koinonia)` : 'Koinonia', label: state.email, secret });
    // SVG: sharp at any size, and far cheaper to make than a PNG.
    const svg = await qrCode(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const qrCodeDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const enrolment: Enrolment = { sub: userId, sid: sessionId, secret };
    const enrolmentToken = this.secrets.sealToken(enrolment, ENROLMENT_PURPOSE, new Date(Date.now() + ENROLMENT_TTL_MS));
    return { secret, otpauthUri, qrCodeDataUrl, enrolmentToken };
  }

  /** The secret an enrolment token of this user and session holds (INVALID_TOKEN for a forged, expired, someone else's or another session's token). */
  secretOf(enrolmentToken: string, userId: string, sessionId: string): string {
    const sealed = this.secrets.openToken<Enrolment>(enrolmentToken, ENROLMENT_PURPOSE);
    if (!sealed || sealed.sub !== userId || sealed.sid !== sessionId) throw new DomainError('INVALID_TOKEN');
    return sealed.secret;
  }
}
