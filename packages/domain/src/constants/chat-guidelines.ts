// The nine chat rules of SPEC.md §9, shown in the 'Important Guidelines' popup before chatting.
// The spec names them only by topic; the sentences are ours.

export const CHAT_GUIDELINES = [
  'Always use respectful and decent language while chatting.',
  'Do not share your phone number or other contact details too quickly; take time to know the person first.',
  'Never send money to anyone, and report anyone who asks you for money.',
  'Avoid long chats; keep the conversation short and to the point.',
  'Ask only a few personal questions and respect the other person’s privacy.',
  'Make your decision only after meeting the person and the family, not on chat alone.',
  'Involve your parents or guardians in the conversation and in every decision.',
  'Do not use this chat for chit-chat or time pass; it is only for serious marriage talks.',
  'Harassment of any kind is not allowed and will lead to your profile being blocked.',
] as const;
