/// The lab's version: what `responder-lab --version` prints. The one place it is written.
public enum LabVersion {
    public static let string = "0.13.0"
}
