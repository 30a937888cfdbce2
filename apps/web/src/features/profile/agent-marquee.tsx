import { Marquee, Paper } from '@mantine/core';
import { useMessage } from '@/lib/use-message';

/**
 * The agents-and-brokers warning (SPEC.md §2) scrolls like a ticker. Screen readers get the text
 * once; the moving copies are hidden from them. global.css stops the motion for reduced-motion users.
 */
export function AgentMarquee() {
  const message = useMessage();
  const text = message('agentWarning');
  return (
    <Paper radius="md" bg="red.0" c="red.9" py={6} fz="sm" fw={600}>
      <p className="visually-hidden">{text}</p>
      <Marquee
        aria-hidden
        pauseOnHover
        repeat={2}
        duration={25000}
        fadeEdgeColor="var(--mantine-color-red-0)"
      >
        <bdi>{text}</bdi>
      </Marquee>
    </Paper>
  );
}
