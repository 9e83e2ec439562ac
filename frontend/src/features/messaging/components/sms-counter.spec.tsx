import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { SmsCounter } from './sms-counter';

describe('the SMS counter', () => {
  it('shows characters, encoding, segments and the cost for the recipients', () => {
    renderWithProviders(<SmsCounter text={'a'.repeat(161)} recipients={10} pricePerSegment={0.01} currency="USD" />);
    expect(screen.getByTestId('sms-characters')).toHaveTextContent('161 characters');
    expect(screen.getByTestId('sms-encoding')).toHaveTextContent('GSM-7');
    expect(screen.getByTestId('sms-segments')).toHaveTextContent('2 segments');
    expect(screen.getByTestId('sms-cost')).toHaveTextContent('$0.20 for 10 recipients');
  });

  it('says UCS-2 for a text with an emoji, counted as two', () => {
    renderWithProviders(<SmsCounter text="Hi 🙏" recipients={1} pricePerSegment={0.01} currency="USD" />);
    expect(screen.getByTestId('sms-encoding')).toHaveTextContent('UCS-2');
    expect(screen.getByTestId('sms-segments')).toHaveTextContent('1 segment');
    expect(screen.getByTestId('sms-characters')).toHaveTextContent('5 characters');
  });
});
