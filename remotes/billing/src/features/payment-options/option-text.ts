import type { ActionOutput } from '@portal/contract';

type OptionList = ActionOutput<'billing.options.GetBankOptions'> | undefined;

/** The text of an option by id, or null while the list is not here or lacks it. */
export const optionText = (list: OptionList, id: number | null | undefined) =>
  list?.items.find((item) => item.id === id)?.text ?? null;
