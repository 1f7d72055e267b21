import { act, render, screen } from '@testing-library/react';
import { StatusPlayer } from '@/components/status-player';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function tick(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

test('polls every 5 s while processing, then plays the finished video', async () => {
  const answers = [
    { status: 'processing', url: null },
    { status: 'finished', url: 'https://cdn.test/v.mp4?sig=1' },
  ];
  let calls = 0;
  const fetchStatus = jest.fn((): Promise<{ status: string; url: string | null }> => {
    calls += 1;
    return Promise.resolve(answers[Math.min(calls - 1, 1)]);
  });
  const { container } = render(
    <StatusPlayer
      kind="video"
      thumbnail="https://cdn.test/poster.jpg"
      initialStatus="processing"
      fetchStatus={fetchStatus}
    />,
  );
  expect(screen.getByRole('status')).toHaveTextContent(
    'Video is on progressing, please wait or comeback later!',
  );
  expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.test/poster.jpg');
  await tick(4999);
  expect(fetchStatus).not.toHaveBeenCalled();
  await tick(1);
  expect(fetchStatus).toHaveBeenCalledTimes(1);
  expect(container.querySelector('video')).toBeNull();
  await tick(5000);
  expect(fetchStatus).toHaveBeenCalledTimes(2);
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('src', 'https://cdn.test/v.mp4?sig=1');
  expect(video).toHaveAttribute('controls');
  await tick(20000);
  expect(fetchStatus).toHaveBeenCalledTimes(2);
});

test('an error status stops polling with "Video file is error!"; a failed check is retried', async () => {
  const fetchStatus = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ status: 'error', url: null });
  render(<StatusPlayer kind="video" initialStatus="processing" fetchStatus={fetchStatus} />);
  await tick(5000);
  await tick(5000);
  expect(screen.getByRole('status')).toHaveTextContent('Video file is error!');
  await tick(15000);
  expect(fetchStatus).toHaveBeenCalledTimes(2);
});

test('audio finishes into an <audio> player; without autoPoll it waits for play', async () => {
  const fetchStatus = jest.fn(() => Promise.resolve({ status: 'finished', url: 'https://cdn.test/a.mp3' }));
  const { container } = render(
    <StatusPlayer kind="audio" initialStatus="processing" fetchStatus={fetchStatus} autoPoll={false} />,
  );
  await tick(10000);
  expect(fetchStatus).not.toHaveBeenCalled();
  await act(async () => {
    screen.getByRole('button', { name: 'Play audio' }).click();
  });
  await tick(5000);
  expect(container.querySelector('audio')).toHaveAttribute('src', 'https://cdn.test/a.mp3');
});
