import Rendering

/// `render --animate`: a script's timeline drawn frame by frame and encoded as a GIF.
@MainActor
public enum Animation {
    /// Renders every frame of `timeline` on `session`, which must be as the
    /// timeline's session was before its script (the same scene, fix and
    /// alphas), and encodes them.
    ///
    /// ```swift
    /// let actions = Script.actions(taps: [Point(x: 300, y: 255)])
    /// let timeline = AnimationTimeline(actions: actions, fps: 25, in: try LabSession(sceneName: "hit-order"))
    /// let gif = try Animation.gif(timeline, session: try LabSession(sceneName: "hit-order"), screen: try LabPainter())
    /// ```
    public static func gif(_ timeline: AnimationTimeline, session: LabSession, screen: LabPainter, scale: Double = 1)
        throws -> [UInt8]
    {
        let size = session.layout.windowSize
        var encoder: GIFEncoder?
        var done = 0
        for frame in timeline.frames {
            done = AnimationTimeline.show(frame, in: session, after: done, actions: timeline.actions)
            let image = screen.render(session, size: size, scale: scale)
            if encoder == nil { encoder = GIFEncoder(width: image.width, height: image.height) }
            encoder?.add(image, delay: frame.delay)
        }
        guard let encoder else { throw GIFError(message: "an animation needs at least one frame") }
        return try encoder.encode()
    }
}
