import PlateFinderApp
import PlateFinderCLI
import Testing

@Suite struct MessagesOutputTests {
    @Test(arguments: [
        (Language.english, "Could not write the output: No space left on device."),
        (.spanish, "No se pudo escribir la salida: no queda espacio en el dispositivo."),
    ])
    func outputNotWritten_namesTheSystemsReason(language: Language, expected: String) {
        #expect(makeSUT(language).outputNotWritten(reason: "No space left on device") == expected)
    }

    @Test func outputNotWritten_stripsControlCharactersAndTrailingPeriod_fromTheReason() {
        let sentence = makeSUT(.english).outputNotWritten(reason: "Bad\u{1B}[2J file descriptor.")

        #expect(sentence == "Could not write the output: Bad file descriptor.")
    }

    private func makeSUT(_ language: Language) -> Messages {
        Messages(language: language)
    }
}
