import PlateFinderDomain
import Testing

struct PlateSubmissionTests {
    @Test(arguments: [
        ("ABC123", "ABC0123"), ("abc-123", "ABC0123"), (" pba 123 ", "PBA0123"),
        ("PBA 1 2 3", "PBA0123"), ("XYZ000", "XYZ0000"),
    ])
    func init_writesOldThreeDigitCarPlatesWithFourDigits(text: String, plate: String) {
        let submission = PlateSubmission(text)

        #expect(submission.plate == Plate(plate))
        #expect(submission.format == .car)
        #expect(submission.wasWrittenWithFourDigits)
    }

    @Test(arguments: [
        ("PBX1234", PlateFormat.car), ("ab123a", .bike), ("CD1234", .special),
        ("AB123", .partiallyValid), ("ABC12", .partiallyValid), ("ABC1234", .car),
        ("AB1234A", .invalid), ("1ABC123", .invalid), ("ÑBC123", .invalid), ("", .empty),
    ])
    func init_leavesEveryOtherPlateAsTyped(text: String, format: PlateFormat) {
        let submission = PlateSubmission(text)

        #expect(submission.plate == Plate(text))
        #expect(submission.format == format)
        #expect(!submission.wasWrittenWithFourDigits)
    }

    @Test(arguments: [
        ("PBX1234", PlateFormat.car), ("ab123a", .bike), ("CD1234", .special), ("pba-123", .car),
    ])
    func lookupPlate_isTheSubmittedPlate_whenComplete(text: String, format: PlateFormat) {
        let submission = PlateSubmission(text)

        #expect(submission.lookupPlate?.plate == submission.plate)
        #expect(submission.lookupPlate?.format == format)
    }

    /// No use case is given an incomplete plate: the type holds only complete ones.
    @Test(arguments: [
        "", "ABC", "PBX12", "PCQ51", "1PBX234", "1ABC234", "ÑBC1234", "PBX12345", "ABC12345",
    ])
    func lookupPlate_isNil_forIncompleteOrInvalidPlates(text: String) {
        #expect(PlateSubmission(text).lookupPlate == nil)
    }

    @Test func validator_staysIncremental_forTheOldForm() {
        #expect(PlateValidator.validate("ABC123") == .partiallyValid)
    }
}
