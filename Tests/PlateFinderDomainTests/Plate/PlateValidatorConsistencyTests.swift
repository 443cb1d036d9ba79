import PlateFinderDomain
import Testing

/// Checks the incremental contract over every string of letters and digits up to plate
/// length: a prefix is partially valid exactly when some continuation completes it.
struct PlateValidatorConsistencyTests {
    private static let alphabet: [Character] = ["A", "Z", "0", "9"]

    @Test
    func validate_partiallyValidIffSomeContinuationIsComplete() {
        for text in Self.strings(upTo: 6) where !text.isEmpty {
            let format = PlateValidator.validate(text)
            let completable = Self.strings(upTo: 7 - text.count).contains {
                !$0.isEmpty && PlateValidator.validate(text + $0).isComplete
            }
            switch format {
            case .partiallyValid: #expect(completable, "\(text) cannot be completed")
            case .invalid: #expect(!completable, "\(text) can still be completed")
            case .car, .bike, .special, .empty: continue
            }
        }
    }

    @Test
    func validate_neverCallsALongerTextValid_onceAPrefixIsInvalid() {
        for text in Self.strings(upTo: 5) where PlateValidator.validate(text) == .invalid {
            for suffix in Self.strings(upTo: 2) {
                #expect(PlateValidator.validate(text + suffix) == .invalid, "\(text + suffix)")
            }
        }
    }

    private static func strings(upTo length: Int) -> [String] {
        var all = [""]
        var current = [""]
        for _ in 0..<max(0, length) {
            current = current.flatMap { prefix in alphabet.map { prefix + String($0) } }
            all += current
        }
        return all
    }
}
