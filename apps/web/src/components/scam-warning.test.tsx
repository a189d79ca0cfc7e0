import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { ScamWarning } from './scam-warning';

describe('ScamWarning', () => {
  it('says never to pay before seeing the room, calmly: no alert', () => {
    render(<ScamWarning />);
    expect(
      screen.getByText(
        'Never pay a deposit or fee before you have seen the room and met the owner. Ghar Bhada never asks you to pay.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Nepali', async () => {
    await i18n.changeLanguage('ne');
    render(<ScamWarning />);
    expect(screen.getByText(/घर भाडाले तपाईंसँग कहिल्यै पैसा माग्दैन/)).toBeInTheDocument();
  });
});
