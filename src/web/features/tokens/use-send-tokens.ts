import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BalanceResponse } from '../../../shared/schemas/wallet';
import { queryKeys } from '../../lib/query-keys';
import { checkSendInput, recipientNotFound, type SendProblem, sendProblem } from './send-tokens';
import { lookUpRecipient, sendTokens, type TransferResult } from './wallet-api';

export interface Recipient {
  firstName: string;
  maskedPhone: string;
}

/** Where sending stands: the form, the name to confirm, the answer. */
export type SendStep =
  | { step: 'form'; problem: SendProblem | null; busy: boolean }
  | {
      step: 'confirm';
      phoneNumber: string;
      amount: number;
      recipient: Recipient;
      /** One key per confirmed send: pressing Send again after a lost answer cannot send twice. */
      idempotencyKey: string;
      problem: SendProblem | null;
      busy: boolean;
    }
  | { step: 'sent'; result: TransferResult };

const FORM: SendStep = { step: 'form', problem: null, busy: false };

/**
 * Send tokens (issue 17): the phone and amount, then the recipient's first name and masked phone
 * from the lookup to confirm, then the transfer and the new balance.
 */
export function useSendTokens(ownPhone: string | null) {
  const client = useQueryClient();
  const [phoneText, setPhoneText] = useState('');
  const [amountText, setAmountText] = useState('');
  const [state, setState] = useState<SendStep>(FORM);

  const edit = (set: (text: string) => void) => (text: string) => {
    set(text);
    if (state.step === 'form' && state.problem) setState(FORM);
  };

  async function lookUp(): Promise<void> {
    if (state.step !== 'form' || state.busy) return;
    const input = checkSendInput(phoneText, amountText, ownPhone);
    if (!input.ok) {
      setState({ step: 'form', problem: input.problem, busy: false });
      return;
    }
    setState({ step: 'form', problem: null, busy: true });
    try {
      const answer = await lookUpRecipient(input.phoneNumber);
      if (!answer.found || !answer.recipient) {
        setState({ step: 'form', problem: recipientNotFound(), busy: false });
        return;
      }
      setState({
        step: 'confirm',
        phoneNumber: input.phoneNumber,
        amount: input.amount,
        recipient: answer.recipient,
        idempotencyKey: crypto.randomUUID(),
        problem: null,
        busy: false,
      });
    } catch (error) {
      setState({ step: 'form', problem: sendProblem(error), busy: false });
    }
  }

  async function send(): Promise<void> {
    if (state.step !== 'confirm' || state.busy) return;
    const confirming = state;
    setState({ ...confirming, problem: null, busy: true });
    try {
      const result = await sendTokens({
        phoneNumber: confirming.phoneNumber,
        amount: confirming.amount,
        idempotencyKey: confirming.idempotencyKey,
      });
      client.setQueryData<BalanceResponse>(queryKeys.balance, { balance: result.balance });
      void client.invalidateQueries({ queryKey: queryKeys.userDetails });
      setState({ step: 'sent', result });
    } catch (error) {
      const problem = sendProblem(error);
      // A refusal about the phone or the amount is fixed in the form; anything else may be
      // tried again as it is, with the same key.
      setState(
        problem.field
          ? { step: 'form', problem, busy: false }
          : { ...confirming, problem, busy: false },
      );
    }
  }

  return {
    state,
    phoneText,
    amountText,
    setPhoneText: edit(setPhoneText),
    setAmountText: edit(setAmountText),
    lookUp,
    send,
    /** Back to the form with what was typed (Change), or afresh after a transfer. */
    change: () => setState(FORM),
    startOver: () => {
      setPhoneText('');
      setAmountText('');
      setState(FORM);
    },
  };
}

export type SendTokens = ReturnType<typeof useSendTokens>;
