import { SwitchReceiptEmailsHandler } from './commands/switch-receipt-emails/switch-receipt-emails.handler';
import { ReceiptMailReactor } from './receipt-mail.reactor';
import { ReceiptPdf } from './receipt-pdf.service';
import { Receipts } from './receipts.service';

/** Receipts' providers, for the giving module. */
export const RECEIPT_PROVIDERS = [ReceiptPdf, Receipts, ReceiptMailReactor, SwitchReceiptEmailsHandler];
