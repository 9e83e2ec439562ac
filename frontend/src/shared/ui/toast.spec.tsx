import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { initI18n } from '../i18n';
import { ThemeProvider } from './theme/theme-provider';
import {
  assertToastAction,
  enqueueToast,
  swipeDismisses,
  swipeDistance,
  TOAST_DURATION_MS,
  TOAST_QUEUE_MAX,
  ToastActionError,
  ToastProvider,
  useToast,
  type ToastMessage,
} from './toast';

initI18n('en');

let api: ReturnType<typeof useToast>;
function Capture() {
  const toast = useToast();
  useEffect(() => {
    api = toast;
  }, [toast]);
  return null;
}

function renderProvider() {
  return render(
    <ThemeProvider initialMode="light">
      <ToastProvider>
        <Capture />
      </ToastProvider>
    </ThemeProvider>,
  );
}

const show = (toast: ToastMessage) => act(() => api.show(toast));
const toastText = () => document.querySelector('[data-toast-tone]')?.textContent ?? null;

/** jsdom has no PointerEvent: a MouseEvent carries clientX, with pointerId and pointerType added. */
function pointer(element: Element, type: 'pointerdown' | 'pointermove' | 'pointerup', clientX: number) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, clientX, button: 0 });
  Object.assign(event, { pointerId: 1, pointerType: 'touch' });
  act(() => void element.dispatchEvent(event));
}

describe('toasts', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.documentElement.dir = 'ltr';
  });
  afterEach(() => {
    jest.useRealTimers();
    document.documentElement.dir = 'ltr';
  });

  it('closes after 5 seconds by default', () => {
    renderProvider();
    show({ tone: 'info', message: 'Saved' });
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows one at a time: the next waits its turn, and a dismissed one makes way at once', () => {
    renderProvider();
    show({ tone: 'info', message: 'First' });
    show({ tone: 'error', title: 'Access Denied', message: 'Second' });
    show({ tone: 'success', message: 'Third' });
    expect(document.querySelectorAll('[data-toast-tone]')).toHaveLength(1);
    expect(toastText()).toContain('First');
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    // Destructive: an alert, read out at once.
    expect(screen.getByRole('alert')).toHaveTextContent('Access DeniedSecond');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastText()).toContain('Third');
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toastText()).toBeNull();
  });

  it('holds a toast open while it is hovered', () => {
    renderProvider();
    show({ tone: 'info', message: 'Reading this' });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS * 3));
    expect(screen.getByRole('status')).toHaveTextContent('Reading this');
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lets a newer state of the same thing replace the older (offline, then online)', () => {
    renderProvider();
    show({ tone: 'error', key: 'connection', message: 'Connection Lost' });
    show({ tone: 'success', key: 'connection', message: 'Connection Restored' });
    expect(toastText()).toContain('Connection Restored');
    act(() => void jest.advanceTimersByTime(TOAST_DURATION_MS));
    expect(toastText()).toBeNull();
  });

  it('keeps the queue bounded and drops an exact repeat of the last one', () => {
    let queue = enqueueToast([], { id: 0, tone: 'info', message: 'On screen' });
    for (let i = 1; i <= TOAST_QUEUE_MAX + 5; i++) queue = enqueueToast(queue, { id: i, tone: 'info', message: `Waiting ${i}` });
    expect(queue).toHaveLength(TOAST_QUEUE_MAX + 1);
    expect(queue[0].message).toBe('On screen');
    expect(queue[queue.length - 1].message).toBe(`Waiting ${TOAST_QUEUE_MAX + 5}`);
    expect(enqueueToast(queue, { id: 99, tone: 'info', message: `Waiting ${TOAST_QUEUE_MAX + 5}` })).toHaveLength(queue.length);
  });

  describe('swipe to dismiss', () => {
    it('dismisses past 50 px toward the inline end, and springs back short of it or the other way', () => {
      expect(swipeDismisses(50, 'ltr')).toBe(false);
      expect(swipeDismisses(51, 'ltr')).toBe(true);
      expect(swipeDismisses(-120, 'ltr')).toBe(false);
      expect(swipeDistance(-120, 'ltr')).toBe(0);
    });

    it('is mirrored right-to-left: the swipe goes toward the left', () => {
      expect(swipeDismisses(-51, 'rtl')).toBe(true);
      expect(swipeDismisses(120, 'rtl')).toBe(false);
      expect(swipeDistance(-30, 'rtl')).toBe(30);
    });

    it('follows the pointer on the toast itself', () => {
      renderProvider();
      show({ tone: 'info', message: 'Swipe me' });
      const card = screen.getByRole('status');
      pointer(card, 'pointerdown', 100);
      pointer(card, 'pointermove', 140);
      expect(card.style.transform).toBe('translateX(40px)');
      pointer(card, 'pointerup', 140);
      expect(screen.getByRole('status')).toHaveTextContent('Swipe me');
      expect(card.style.transform).toBe('');

      pointer(card, 'pointerdown', 100);
      pointer(card, 'pointermove', 160);
      pointer(card, 'pointerup', 160);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('in Arabic, a swipe to the left dismisses and one to the right does not', () => {
      document.documentElement.dir = 'rtl';
      renderProvider();
      show({ tone: 'info', message: 'يمين' });
      const card = screen.getByRole('status');
      pointer(card, 'pointerdown', 200);
      pointer(card, 'pointermove', 300);
      pointer(card, 'pointerup', 300);
      expect(screen.getByRole('status')).toBeInTheDocument();
      pointer(card, 'pointerdown', 200);
      pointer(card, 'pointermove', 120);
      expect(card.style.transform).toBe('translateX(-80px)');
      pointer(card, 'pointerup', 120);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });
  });

  describe('actions', () => {
    it('runs the action, closes the toast, and gives screen readers the alternative text', () => {
      renderProvider();
      const onAction = jest.fn();
      show({ tone: 'info', message: 'Member archived', action: { label: 'Undo', altText: 'Restore the member from their profile page', onAction } });
      expect(screen.getByRole('status')).toHaveTextContent('Restore the member from their profile page');
      fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
      expect(onAction).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    });

    it('refuses an action without alternative text, in the type and when shown', () => {
      renderProvider();
      // @ts-expect-error an empty altText does not compile
      const empty: ToastMessage<''> = { tone: 'info', message: 'x', action: { label: 'Undo', altText: '', onAction: () => undefined } };
      expect(() => api.show(empty)).toThrow(ToastActionError);
      expect(() => api.show({ tone: 'info', message: 'x', action: { label: 'Undo', altText: '   ', onAction: () => undefined } })).toThrow(ToastActionError);
      expect(() => assertToastAction({ label: 'Undo', onAction: () => undefined })).toThrow(ToastActionError);
      expect(() => assertToastAction({ label: 'Undo', altText: 'Use the profile page', onAction: () => undefined })).not.toThrow();
      expect(toastText()).toBeNull();
    });
  });
});
