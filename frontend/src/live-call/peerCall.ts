import type { IceServer, LiveSignal } from '@fleetcheck/contracts';

export interface PeerCallOptions {
  readonly iceServers: readonly IceServer[];
  /** This side's camera and microphone (null: this side only receives). */
  readonly local: MediaStream | null;
  /** Sends a signalling message to the other side, through the API. */
  readonly sendSignal: (signal: LiveSignal) => Promise<unknown>;
  readonly onRemote: (stream: MediaStream) => void;
  readonly onState?: (state: RTCPeerConnectionState) => void;
}

/**
 * One side of a live call's WebRTC connection (issue 35). The manager, who answered, makes the offer once its call
 * stream is open; the driver answers it. Candidates that arrive before the description wait for it.
 */
export class PeerCall {
  private readonly pc: RTCPeerConnection;
  private readonly waitingCandidates: RTCIceCandidateInit[] = [];
  private remoteStream: MediaStream | undefined;

  constructor(private readonly options: PeerCallOptions) {
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers.map((server) => ({ ...server })) });
    if (options.local) for (const track of options.local.getTracks()) this.pc.addTrack(track, options.local);
    else {
      this.pc.addTransceiver('video', { direction: 'recvonly' });
      this.pc.addTransceiver('audio', { direction: 'recvonly' });
    }
    this.pc.onicecandidate = (event) => {
      if (!event.candidate || !event.candidate.candidate) return;
      const { candidate, sdpMid, sdpMLineIndex, usernameFragment } = event.candidate.toJSON();
      void options
        .sendSignal({ type: 'ice', candidate: { candidate: candidate ?? '', sdpMid, sdpMLineIndex, usernameFragment } })
        .catch(() => undefined);
    };
    this.pc.ontrack = (event) => {
      const stream = event.streams[0] ?? (this.remoteStream ??= new MediaStream());
      if (!event.streams[0]) stream.addTrack(event.track);
      options.onRemote(stream);
    };
    this.pc.onconnectionstatechange = () => options.onState?.(this.pc.connectionState);
  }

  async offer(): Promise<void> {
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    await this.options.sendSignal({ type: 'offer', sdp: offer.sdp ?? '' });
  }

  async receive(signal: LiveSignal): Promise<void> {
    if (signal.type === 'ice') {
      const candidate: RTCIceCandidateInit = { ...signal.candidate, usernameFragment: signal.candidate.usernameFragment ?? null };
      if (this.pc.remoteDescription) await this.pc.addIceCandidate(candidate).catch(() => undefined);
      else this.waitingCandidates.push(candidate);
      return;
    }
    await this.pc.setRemoteDescription({ type: signal.type, sdp: signal.sdp });
    for (const candidate of this.waitingCandidates.splice(0)) await this.pc.addIceCandidate(candidate).catch(() => undefined);
    if (signal.type === 'offer') {
      const answer = await this.pc.createAnswer();
      await this.pc.setLocalDescription(answer);
      await this.options.sendSignal({ type: 'answer', sdp: answer.sdp ?? '' });
    }
  }

  close(): void {
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}

/** The camera (front, for the face) and microphone; null when refused or missing (the call still receives). */
export async function openCamera(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: true });
  } catch {
    try {
      return await navigator.mediaDevices.getUserMedia({ video: true });
    } catch {
      return null;
    }
  }
}

export const stopStream = (stream: MediaStream | null | undefined): void => stream?.getTracks().forEach((track) => track.stop());
