import Rendering
import ResponderKit
import Testing

@Suite struct ImageDiffTests {
    @Test func identicalImagesMatch() {
        let image = Framebuffer(width: 5, height: 4, fill: .gray)
        let diff = ImageDiff(expected: image, actual: image)
        #expect(diff.matches && diff.differingPixelCount == 0 && diff.maxChannelDifference == 0)
    }

    @Test func changedPixelsAreCountedAndMarkedMagenta() {
        let expected = Framebuffer(width: 5, height: 4, fill: .white)
        var actual = expected
        actual[1, 1] = 0xFF00_0000
        actual[3, 2] = 0xFFFF_FFF0
        let diff = ImageDiff(expected: expected, actual: actual)
        #expect(!diff.matches && diff.differingPixelCount == 2 && diff.maxChannelDifference == 255)
        #expect(diff.image[1, 1] == 0xFFFF_00FF && diff.image[3, 2] == 0xFFFF_00FF)
        let dimmed = rgb(diff.image[0, 0])
        #expect(dimmed.r == dimmed.g && dimmed.r < 200)  // unchanged pixels are grey
    }

    @Test func toleranceIgnoresSmallDifferences() {
        let expected = Framebuffer(width: 2, height: 1, fill: .white)
        var actual = expected
        actual[0, 0] = 0xFFFE_FDFF
        #expect(ImageDiff(expected: expected, actual: actual, tolerance: 2).matches)
        #expect(!ImageDiff(expected: expected, actual: actual, tolerance: 1).matches)
    }

    @Test func sizeMismatchIsAFailure() {
        let diff = ImageDiff(expected: Framebuffer(width: 4, height: 4), actual: Framebuffer(width: 4, height: 5))
        #expect(!diff.matches && !diff.sizesMatch)
        #expect(diff.differingPixelCount == 4)
        #expect(diff.image.width == 4 && diff.image.height == 5)
        #expect(diff.description.contains("4×4") && diff.description.contains("4×5"))
    }
}
