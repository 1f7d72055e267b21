import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AudioRecorder,
  MIC_DENIED,
  RECORDING_UNSUPPORTED,
} from '@/features/post-editor/components/audio-recorder';

/** A MediaRecorder stand-in: start/stop and one data chunk on stop. */
class FakeRecorder {
  static instances: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(public stream: unknown) {
    FakeRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['sound'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

const track = { stop: jest.fn() };
const getUserMedia = jest.fn();

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:take');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  FakeRecorder.instances = [];
  track.stop.mockClear();
  getUserMedia.mockReset();
  Object.defineProperty(window, 'MediaRecorder', { value: FakeRecorder, configurable: true, writable: true });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
});

afterEach(() => {
  delete (window as { MediaRecorder?: unknown }).MediaRecorder;
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

describe('AudioRecorder', () => {
  it('records, stops, previews, and hands the take over on "Use this recording"', async () => {
    getUserMedia.mockResolvedValue({ getTracks: () => [track] });
    const onUse = jest.fn();
    render(<AudioRecorder onUse={onUse} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record audio' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(await screen.findByRole('status')).toHaveTextContent(/Recording/);

    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(track.stop).toHaveBeenCalled(); // the microphone is released
    expect(screen.getByLabelText('Recording preview')).toHaveAttribute('src', 'blob:take');

    await userEvent.click(screen.getByRole('button', { name: 'Use this recording' }));
    expect(onUse).toHaveBeenCalledTimes(1);
    const file = onUse.mock.calls[0][0] as File;
    expect(file.name).toMatch(/^recording-.*\.webm$/);
    expect(file.type).toBe('audio/webm');
    expect(screen.getByRole('button', { name: 'Record audio' })).toBeInTheDocument();
  });

  it('discards a take without using it', async () => {
    getUserMedia.mockResolvedValue({ getTracks: () => [track] });
    const onUse = jest.fn();
    render(<AudioRecorder onUse={onUse} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record audio' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Discard recording' }));
    expect(onUse).not.toHaveBeenCalled();
    expect(screen.queryByLabelText('Recording preview')).not.toBeInTheDocument();
  });

  it('explains a denied microphone', async () => {
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    render(<AudioRecorder onUse={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Record audio' }));
    expect(await screen.findByText(MIC_DENIED)).toBeInTheDocument();
    expect(FakeRecorder.instances).toHaveLength(0);
  });

  it('explains when the browser has no MediaRecorder', async () => {
    delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    render(<AudioRecorder onUse={jest.fn()} />);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Record audio' }));
    });
    expect(screen.getByText(RECORDING_UNSUPPORTED)).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});
