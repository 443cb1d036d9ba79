import Foundation

/// Where the ANT portal's vehicle page lives.
public enum ANTEndpoint {
    /// The public portal's origin; `--endpoint` and `PLATEFINDER_ANT_URL` replace it.
    public static let defaultBaseURL = URL(string: "https://consultaweb.ant.gob.ec")
}
