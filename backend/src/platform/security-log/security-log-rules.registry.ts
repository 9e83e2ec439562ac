import { Injectable } from '@nestjs/common';
import type { SecurityEntryDraft, SecurityLogRule, SecurityLogRules, SecurityLogSource } from './security-log-rule.type';

/**
 * The security log's table: domain event type → entries, assembled from the rules each module
 * registers for its own events (see contextContributions). An event no rule names makes no entry.
 */
@Injectable()
export class SecurityLogRuleRegistry {
  private readonly rules = new Map<string, SecurityLogRule>();

  register(rules: SecurityLogRules): void {
    for (const [type, rule] of Object.entries(rules)) {
      if (this.rules.has(type)) throw new Error(`A security-log rule for "${type}" is already registered`);
      this.rules.set(type, rule);
    }
  }

  isRelevant(type: string): boolean {
    return this.rules.has(type);
  }

  get eventTypes(): string[] {
    return [...this.rules.keys()];
  }

  /** The entries one domain event makes: none for an event no rule names. */
  entriesFor(source: SecurityLogSource): SecurityEntryDraft[] {
    const rule = this.rules.get(source.type);
    return rule ? rule(source.data, source) : [];
  }
}
