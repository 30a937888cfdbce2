/** The name of a queue's screen component: 'new-profiles' → 'NewProfilesPage'. */
export const queuePageName = (queue: { name: string }) =>
  `${queue.name.replace(/(^|-)(\w)/g, (_m, _dash: string, c: string) => c.toUpperCase())}Page`;
