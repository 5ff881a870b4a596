import { describe, expect, it } from 'vitest';
import { emitSavedJobsEvent, onSavedJobsEvent, type SavedJobsEvent } from './events';

describe('saved-jobs events', () => {
  it('delivers an event emitted before anyone listened to the first listener, once', () => {
    emitSavedJobsEvent({ type: 'refused', message: '保存できるのは20件までです' });
    const first: SavedJobsEvent[] = [];
    const stop = onSavedJobsEvent((event) => first.push(event));
    expect(first).toEqual([{ type: 'refused', message: '保存できるのは20件までです' }]);
    stop();
    const second: SavedJobsEvent[] = [];
    onSavedJobsEvent((event) => second.push(event))();
    expect(second).toEqual([]);
  });

  it('sends later events to every listener as they happen', () => {
    const a: SavedJobsEvent[] = [];
    const b: SavedJobsEvent[] = [];
    const stopA = onSavedJobsEvent((event) => a.push(event));
    const stopB = onSavedJobsEvent((event) => b.push(event));
    emitSavedJobsEvent({ type: 'added', jobId: '7' });
    expect(a).toEqual([{ type: 'added', jobId: '7' }]);
    expect(b).toEqual(a);
    stopA();
    stopB();
  });
});
