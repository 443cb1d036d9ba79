import FuzzSupport
import PlateFinderDomain

/// Plate normalization and validation as properties (ANT.md, `Plate`): normalizing is
/// idempotent; a text is a complete plate exactly when the documented rules make it one;
/// every prefix of a complete plate can still become one and nothing appended revives an
/// invalid one; a submitted old three-digit car plate is written with four digits.
enum PlateProperties {
    /// What plates are typed with, and what they should not be confused with.
    static let alphabet = Array(
        "ABCPXYZabcpxz0123456789 -\t\u{0B}\u{A0}\u{3000}\u{2028}Ñ\u{301}Ａ１١_.".unicodeScalars)

    static func check(_ bytes: [UInt8]) {
        checkText(FuzzBytes.utf8(bytes))
        var input = FuzzInput(bytes)
        checkText(input.text(from: alphabet, maximumLength: 12))
    }

    private static func checkText(_ text: String) {
        let plate = Plate(text)
        let format = PlateValidator.validate(text)
        Property.require(
            Plate(plate.value) == plate,
            "normalizing \(Property.quote(plate.value)) again gives"
                + " \(Property.quote(Plate(plate.value).value))")
        Property.require(
            PlateValidator.validate(plate) == format,
            "\(Property.quote(text)) and its plate \(plate) validate differently")
        let documented = DocumentedPlate(text)
        Property.require(
            format == documented.format,
            "\(Property.quote(text)) is \(format), but the documented rules make it"
                + " \(documented.format)")
        if format.isComplete {
            Property.require(
                plate.value == documented.value,
                "\(Property.quote(text)) became \(plate), not \(Property.quote(documented.value))")
            checkPrefixes(of: plate.value)
        }
        if let value = documented.asciiValue, format == .invalid, !value.isEmpty {
            for appended in ["A", "0", "AB12", "1234"] {
                Property.require(
                    PlateValidator.validate(value + appended) == .invalid,
                    "the invalid \(value) came back with \(appended)")
            }
        }
        if format == .partiallyValid, let completed = documented.completion {
            Property.require(
                PlateValidator.validate(completed).isComplete,
                "\(plate) is partly valid, yet \(completed) is not complete")
        }
        checkSubmission(of: text, plate: plate)
    }

    private static func checkPrefixes(of value: String) {
        Property.require(PlateValidator.validate("") == .empty, "the empty text is not empty")
        for length in 1..<value.count {
            let prefix = String(value.prefix(length))
            Property.require(
                PlateValidator.validate(prefix) == .partiallyValid,
                "\(prefix), a prefix of \(value), is \(PlateValidator.validate(prefix))")
        }
    }

    /// Only a submitted `LLLDDD` changes: it is written `LLL0DDD`, a car plate.
    private static func checkSubmission(of text: String, plate: Plate) {
        let submission = PlateSubmission(text)
        let bytes = Array(plate.value.utf8)
        let isOldCarPlate =
            bytes.count == 6 && bytes[..<3].allSatisfy(DocumentedPlate.isLetter)
            && bytes[3...].allSatisfy(DocumentedPlate.isDigit)
        if isOldCarPlate {
            let written = plate.value.prefix(3) + "0" + plate.value.suffix(3)
            Property.require(
                submission.plate.value == written && submission.format == .car
                    && submission.wasWrittenWithFourDigits,
                "\(plate) was submitted as \(submission.plate) (\(submission.format))")
        } else {
            Property.require(
                submission.plate == plate && !submission.wasWrittenWithFourDigits
                    && submission.format == PlateValidator.validate(text),
                "\(plate) was submitted as \(submission.plate) (\(submission.format))")
        }
    }
}
