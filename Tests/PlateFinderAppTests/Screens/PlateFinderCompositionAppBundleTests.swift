import Foundation
import PlateFinderApp
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// How an app bundle starts: a session over the store in its support folder, worded in the
/// person's language, or the sentence that says why it cannot.
@MainActor
@Suite struct PlateFinderCompositionAppBundleTests {
    @Test func launch_opensTheStoreInTheSupportFolder_inThePreferredLanguage() async throws {
        let folder = try TemporaryFolder()
        defer { folder.removeRecordingIssue() }
        await withLeakTrackingOnMainActor { tracker in
            let launch = makeSUT(supportDirectory: folder.path, preferred: ["es-EC", "en"])

            guard case .ready(let session) = launch else {
                Issue.record("expected a session, got \(launch)")
                return
            }
            #expect(session.messages.language == .spanish)
            #expect(session.storePath == folder.path + "/platefinder/platefinder.sqlite")
            #expect(FileManager.default.fileExists(atPath: session.storePath))
            tracker.track(session.viewModels.router)
            tracker.track(session.viewModels.search)
            tracker.track(session.viewModels.errorHandler)
        }
    }

    @Test func launch_saysWhy_whenTheSupportFolderIsRelative() {
        let launch = makeSUT(supportDirectory: "relative/folder", preferred: ["en-US"])

        guard case .failed(let sentence) = launch else {
            Issue.record("expected a failure, got \(launch)")
            return
        }
        #expect(sentence.contains("relative/folder"))
    }

    private func makeSUT(supportDirectory: String, preferred: [String]) -> AppBundleLaunch {
        PlateFinderComposition.launchAppBundle(
            supportDirectory: supportDirectory, preferredLanguages: preferred,
            clock: DayClock(
                timeZone: VehicleReports.guayaquil, instants: InstantClock { VehicleReports.now }))
    }
}
