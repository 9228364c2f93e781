// As src/app/start.ts: the app after the first paint, React a task ahead of the rest.
const startFloor = async (): Promise<void> => {
  await import('react-dom/client');
  await new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
  await import('./main');
};
requestAnimationFrame(() => setTimeout(() => void startFloor(), 0));
