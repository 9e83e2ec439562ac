import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../../platform/crypto/secret-box';

const PURPOSE = 'volunteer-assignment-link';
export type VolunteerAnswer = 'confirm' | 'decline';

/**
 * The confirm and decline links in a volunteer's email: a keyed hash of the answer and the
 * assignment, so the link works without signing in and only for that one answer to that one
 * assignment. It needs no expiry: once the service is past, the answer changes nothing anyone needs.
 */
@Injectable()
export class VolunteerLinks {
  constructor(private readonly box: SecretBox) {}

  token(assignmentId: string, answer: VolunteerAnswer): string {
    return this.box.mac(`${answer}:${assignmentId}`, PURPOSE);
  }

  holds(assignmentId: string, answer: VolunteerAnswer, token: string): boolean {
    return SecretBox.equal(this.token(assignmentId, answer), token);
  }
}
