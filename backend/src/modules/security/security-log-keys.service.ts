import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../platform/crypto/secret-box';
import { sha256 } from '../../platform/crypto/sha256.util';
import type { ChainDigests } from './domain/security-log.chain';

const CHAIN_PURPOSE = 'security-log-chain';
const ANCHOR_PURPOSE = 'security-log-anchor';

/**
 * The security log's keys, derived (HKDF) from the app secret, never stored with the log: one
 * keys the chain's links, another signs its anchors. Whoever can write the event store but does
 * not hold the app secret can neither make an entry that verifies nor sign an anchor.
 */
@Injectable()
export class SecurityLogKeys {
  readonly digests: ChainDigests;
  /** Names the anchor key without revealing it: anchors signed under another secret are told apart. */
  readonly anchorKeyId: string;

  constructor(private readonly box: SecretBox) {
    this.digests = { keyed: (text) => box.mac(text, CHAIN_PURPOSE), legacy: sha256 };
    this.anchorKeyId = box.mac('anchor-key-id', ANCHOR_PURPOSE).slice(0, 16);
  }

  signAnchor(text: string): string {
    return this.box.mac(text, ANCHOR_PURPOSE);
  }

  anchorSignatureHolds(text: string, signature: string): boolean {
    return SecretBox.equal(this.signAnchor(text), signature);
  }
}
