__global__ void kernel_0(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 0.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 0) % n]);
        y[i] = acc;
    }
}

// kernel 0 ends here
__global__ void kernel_1(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 1.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 1) % n]);
        y[i] = acc;
    }
}

// kernel 1 ends here
__global__ void kernel_2(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 2.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 2) % n]);
        y[i] = acc;
    }
}

// kernel 2 ends here
__global__ void kernel_3(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 3.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 3) % n]);
        y[i] = acc;
    }
}

// kernel 3 ends here
__global__ void kernel_4(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 4.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 4) % n]);
        y[i] = acc;
    }
}

// kernel 4 ends here
__global__ void kernel_5(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 5.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 5) % n]);
        y[i] = acc;
    }
}

// kernel 5 ends here
__global__ void kernel_6(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 6.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 6) % n]);
        y[i] = acc;
    }
}

// kernel 6 ends here
__global__ void kernel_7(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 7.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 7) % n]);
        y[i] = acc;
    }
}

// kernel 7 ends here
__global__ void kernel_8(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 8.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 8) % n]);
        y[i] = acc;
    }
}

// kernel 8 ends here
__global__ void kernel_9(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 9.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 9) % n]);
        y[i] = acc;
    }
}

// kernel 9 ends here
__global__ void kernel_10(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 10.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 10) % n]);
        y[i] = acc;
    }
}

// kernel 10 ends here
__global__ void kernel_11(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 11.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 11) % n]);
        y[i] = acc;
    }
}

// kernel 11 ends here
__global__ void kernel_12(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 12.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 12) % n]);
        y[i] = acc;
    }
}

// kernel 12 ends here
__global__ void kernel_13(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 13.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 13) % n]);
        y[i] = acc;
    }
}

// kernel 13 ends here
__global__ void kernel_14(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 14.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 14) % n]);
        y[i] = acc;
    }
}

// kernel 14 ends here
__global__ void kernel_15(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 15.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 15) % n]);
        y[i] = acc;
    }
}

// kernel 15 ends here
__global__ void kernel_16(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 16.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 16) % n]);
        y[i] = acc;
    }
}

// kernel 16 ends here
__global__ void kernel_17(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 17.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 17) % n]);
        y[i] = acc;
    }
}

// kernel 17 ends here
__global__ void kernel_18(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 18.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 18) % n]);
        y[i] = acc;
    }
}

// kernel 18 ends here
__global__ void kernel_19(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 19.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 19) % n]);
        y[i] = acc;
    }
}

// kernel 19 ends here
__global__ void kernel_20(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 20.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 20) % n]);
        y[i] = acc;
    }
}

// kernel 20 ends here
__global__ void kernel_21(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 21.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 21) % n]);
        y[i] = acc;
    }
}

// kernel 21 ends here
__global__ void kernel_22(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 22.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 22) % n]);
        y[i] = acc;
    }
}

// kernel 22 ends here
__global__ void kernel_23(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 23.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 23) % n]);
        y[i] = acc;
    }
}

// kernel 23 ends here
__global__ void kernel_24(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 24.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 24) % n]);
        y[i] = acc;
    }
}

// kernel 24 ends here
__global__ void kernel_25(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 25.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 25) % n]);
        y[i] = acc;
    }
}

// kernel 25 ends here
__global__ void kernel_26(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 26.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 26) % n]);
        y[i] = acc;
    }
}

// kernel 26 ends here
__global__ void kernel_27(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 27.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 27) % n]);
        y[i] = acc;
    }
}

// kernel 27 ends here
__global__ void kernel_28(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 28.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 28) % n]);
        y[i] = acc;
    }
}

// kernel 28 ends here
__global__ void kernel_29(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 29.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 29) % n]);
        y[i] = acc;
    }
}

// kernel 29 ends here
__global__ void kernel_30(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 30.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 30) % n]);
        y[i] = acc;
    }
}

// kernel 30 ends here
__global__ void kernel_31(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 31.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 31) % n]);
        y[i] = acc;
    }
}

// kernel 31 ends here
__global__ void kernel_32(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 32.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 32) % n]);
        y[i] = acc;
    }
}

// kernel 32 ends here
__global__ void kernel_33(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 33.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 33) % n]);
        y[i] = acc;
    }
}

// kernel 33 ends here
__global__ void kernel_34(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 34.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 34) % n]);
        y[i] = acc;
    }
}

// kernel 34 ends here
__global__ void kernel_35(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 35.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 35) % n]);
        y[i] = acc;
    }
}

// kernel 35 ends here
__global__ void kernel_36(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 36.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 36) % n]);
        y[i] = acc;
    }
}

// kernel 36 ends here
__global__ void kernel_37(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 37.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 37) % n]);
        y[i] = acc;
    }
}

// kernel 37 ends here
__global__ void kernel_38(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 38.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 38) % n]);
        y[i] = acc;
    }
}

// kernel 38 ends here
__global__ void kernel_39(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 39.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 39) % n]);
        y[i] = acc;
    }
}

// kernel 39 ends here
__global__ void kernel_40(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 40.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 40) % n]);
        y[i] = acc;
    }
}

// kernel 40 ends here
__global__ void kernel_41(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 41.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 41) % n]);
        y[i] = acc;
    }
}

// kernel 41 ends here
__global__ void kernel_42(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 42.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 42) % n]);
        y[i] = acc;
    }
}

// kernel 42 ends here
__global__ void kernel_43(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 43.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 43) % n]);
        y[i] = acc;
    }
}

// kernel 43 ends here
__global__ void kernel_44(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 44.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 44) % n]);
        y[i] = acc;
    }
}

// kernel 44 ends here
__global__ void kernel_45(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 45.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 45) % n]);
        y[i] = acc;
    }
}

// kernel 45 ends here
__global__ void kernel_46(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 46.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 46) % n]);
        y[i] = acc;
    }
}

// kernel 46 ends here
__global__ void kernel_47(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 47.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 47) % n]);
        y[i] = acc;
    }
}

// kernel 47 ends here
__global__ void kernel_48(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 48.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 48) % n]);
        y[i] = acc;
    }
}

// kernel 48 ends here
__global__ void kernel_49(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 49.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 49) % n]);
        y[i] = acc;
    }
}

// kernel 49 ends here
__global__ void kernel_50(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 50.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 50) % n]);
        y[i] = acc;
    }
}

// kernel 50 ends here
__global__ void kernel_51(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 51.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 51) % n]);
        y[i] = acc;
    }
}

// kernel 51 ends here
__global__ void kernel_52(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 52.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 52) % n]);
        y[i] = acc;
    }
}

// kernel 52 ends here
__global__ void kernel_53(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 53.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 53) % n]);
        y[i] = acc;
    }
}

// kernel 53 ends here
__global__ void kernel_54(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 54.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 54) % n]);
        y[i] = acc;
    }
}

// kernel 54 ends here
__global__ void kernel_55(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 55.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 55) % n]);
        y[i] = acc;
    }
}

// kernel 55 ends here
__global__ void kernel_56(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 56.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 56) % n]);
        y[i] = acc;
    }
}

// kernel 56 ends here
__global__ void kernel_57(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 57.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 57) % n]);
        y[i] = acc;
    }
}

// kernel 57 ends here
__global__ void kernel_58(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 58.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 58) % n]);
        y[i] = acc;
    }
}

// kernel 58 ends here
__global__ void kernel_59(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 59.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 59) % n]);
        y[i] = acc;
    }
}

// kernel 59 ends here
__global__ void kernel_60(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 60.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 60) % n]);
        y[i] = acc;
    }
}

// kernel 60 ends here
__global__ void kernel_61(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 61.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 61) % n]);
        y[i] = acc;
    }
}

// kernel 61 ends here
__global__ void kernel_62(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 62.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 62) % n]);
        y[i] = acc;
    }
}

// kernel 62 ends here
__global__ void kernel_63(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 63.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 63) % n]);
        y[i] = acc;
    }
}

// kernel 63 ends here
__global__ void kernel_64(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 64.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 64) % n]);
        y[i] = acc;
    }
}

// kernel 64 ends here
__global__ void kernel_65(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 65.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 65) % n]);
        y[i] = acc;
    }
}

// kernel 65 ends here
__global__ void kernel_66(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 66.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 66) % n]);
        y[i] = acc;
    }
}

// kernel 66 ends here
__global__ void kernel_67(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 67.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 67) % n]);
        y[i] = acc;
    }
}

// kernel 67 ends here
__global__ void kernel_68(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 68.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 68) % n]);
        y[i] = acc;
    }
}

// kernel 68 ends here
__global__ void kernel_69(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 69.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 69) % n]);
        y[i] = acc;
    }
}

// kernel 69 ends here
__global__ void kernel_70(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 70.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 70) % n]);
        y[i] = acc;
    }
}

// kernel 70 ends here
__global__ void kernel_71(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 71.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 71) % n]);
        y[i] = acc;
    }
}

// kernel 71 ends here
__global__ void kernel_72(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 72.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 72) % n]);
        y[i] = acc;
    }
}

// kernel 72 ends here
__global__ void kernel_73(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 73.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 73) % n]);
        y[i] = acc;
    }
}

// kernel 73 ends here
__global__ void kernel_74(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 74.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 74) % n]);
        y[i] = acc;
    }
}

// kernel 74 ends here
__global__ void kernel_75(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 75.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 75) % n]);
        y[i] = acc;
    }
}

// kernel 75 ends here
__global__ void kernel_76(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 76.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 76) % n]);
        y[i] = acc;
    }
}

// kernel 76 ends here
__global__ void kernel_77(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 77.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 77) % n]);
        y[i] = acc;
    }
}

// kernel 77 ends here
__global__ void kernel_78(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 78.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 78) % n]);
        y[i] = acc;
    }
}

// kernel 78 ends here
__global__ void kernel_79(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 79.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 79) % n]);
        y[i] = acc;
    }
}

// kernel 79 ends here
__global__ void kernel_80(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 80.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 80) % n]);
        y[i] = acc;
    }
}

// kernel 80 ends here
__global__ void kernel_81(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 81.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 81) % n]);
        y[i] = acc;
    }
}

// kernel 81 ends here
__global__ void kernel_82(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 82.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 82) % n]);
        y[i] = acc;
    }
}

// kernel 82 ends here
__global__ void kernel_83(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 83.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 83) % n]);
        y[i] = acc;
    }
}

// kernel 83 ends here
__global__ void kernel_84(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 84.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 84) % n]);
        y[i] = acc;
    }
}

// kernel 84 ends here
__global__ void kernel_85(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 85.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 85) % n]);
        y[i] = acc;
    }
}

// kernel 85 ends here
__global__ void kernel_86(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 86.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 86) % n]);
        y[i] = acc;
    }
}

// kernel 86 ends here
__global__ void kernel_87(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 87.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 87) % n]);
        y[i] = acc;
    }
}

// kernel 87 ends here
__global__ void kernel_88(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 88.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 88) % n]);
        y[i] = acc;
    }
}

// kernel 88 ends here
__global__ void kernel_89(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 89.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 89) % n]);
        y[i] = acc;
    }
}

// kernel 89 ends here
__global__ void kernel_90(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 90.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 90) % n]);
        y[i] = acc;
    }
}

// kernel 90 ends here
__global__ void kernel_91(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 91.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 91) % n]);
        y[i] = acc;
    }
}

// kernel 91 ends here
__global__ void kernel_92(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 92.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 92) % n]);
        y[i] = acc;
    }
}

// kernel 92 ends here
__global__ void kernel_93(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 93.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 93) % n]);
        y[i] = acc;
    }
}

// kernel 93 ends here
__global__ void kernel_94(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 94.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 94) % n]);
        y[i] = acc;
    }
}

// kernel 94 ends here
__global__ void kernel_95(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 95.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 95) % n]);
        y[i] = acc;
    }
}

// kernel 95 ends here
__global__ void kernel_96(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 96.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 96) % n]);
        y[i] = acc;
    }
}

// kernel 96 ends here
__global__ void kernel_97(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 97.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 97) % n]);
        y[i] = acc;
    }
}

// kernel 97 ends here
__global__ void kernel_98(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 98.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 98) % n]);
        y[i] = acc;
    }
}

// kernel 98 ends here
__global__ void kernel_99(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 99.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 99) % n]);
        y[i] = acc;
    }
}

// kernel 99 ends here
__global__ void kernel_100(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 100.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 100) % n]);
        y[i] = acc;
    }
}

// kernel 100 ends here
__global__ void kernel_101(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 101.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 101) % n]);
        y[i] = acc;
    }
}

// kernel 101 ends here
__global__ void kernel_102(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 102.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 102) % n]);
        y[i] = acc;
    }
}

// kernel 102 ends here
__global__ void kernel_103(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 103.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 103) % n]);
        y[i] = acc;
    }
}

// kernel 103 ends here
__global__ void kernel_104(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 104.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 104) % n]);
        y[i] = acc;
    }
}

// kernel 104 ends here
__global__ void kernel_105(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 105.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 105) % n]);
        y[i] = acc;
    }
}

// kernel 105 ends here
__global__ void kernel_106(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 106.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 106) % n]);
        y[i] = acc;
    }
}

// kernel 106 ends here
__global__ void kernel_107(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 107.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 107) % n]);
        y[i] = acc;
    }
}

// kernel 107 ends here
__global__ void kernel_108(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 108.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 108) % n]);
        y[i] = acc;
    }
}

// kernel 108 ends here
__global__ void kernel_109(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 109.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 109) % n]);
        y[i] = acc;
    }
}

// kernel 109 ends here
__global__ void kernel_110(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 110.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 110) % n]);
        y[i] = acc;
    }
}

// kernel 110 ends here
__global__ void kernel_111(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 111.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 111) % n]);
        y[i] = acc;
    }
}

// kernel 111 ends here
__global__ void kernel_112(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 112.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 112) % n]);
        y[i] = acc;
    }
}

// kernel 112 ends here
__global__ void kernel_113(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 113.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 113) % n]);
        y[i] = acc;
    }
}

// kernel 113 ends here
__global__ void kernel_114(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 114.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 114) % n]);
        y[i] = acc;
    }
}

// kernel 114 ends here
__global__ void kernel_115(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 115.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 115) % n]);
        y[i] = acc;
    }
}

// kernel 115 ends here
__global__ void kernel_116(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 116.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 116) % n]);
        y[i] = acc;
    }
}

// kernel 116 ends here
__global__ void kernel_117(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 117.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 117) % n]);
        y[i] = acc;
    }
}

// kernel 117 ends here
__global__ void kernel_118(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 118.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 118) % n]);
        y[i] = acc;
    }
}

// kernel 118 ends here
__global__ void kernel_119(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 119.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 119) % n]);
        y[i] = acc;
    }
}

// kernel 119 ends here
__global__ void kernel_120(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 120.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 120) % n]);
        y[i] = acc;
    }
}

// kernel 120 ends here
__global__ void kernel_121(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 121.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 121) % n]);
        y[i] = acc;
    }
}

// kernel 121 ends here
__global__ void kernel_122(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 122.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 122) % n]);
        y[i] = acc;
    }
}

// kernel 122 ends here
__global__ void kernel_123(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 123.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 123) % n]);
        y[i] = acc;
    }
}

// kernel 123 ends here
__global__ void kernel_124(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 124.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 124) % n]);
        y[i] = acc;
    }
}

// kernel 124 ends here
__global__ void kernel_125(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 125.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 125) % n]);
        y[i] = acc;
    }
}

// kernel 125 ends here
__global__ void kernel_126(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 126.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 126) % n]);
        y[i] = acc;
    }
}

// kernel 126 ends here
__global__ void kernel_127(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 127.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 127) % n]);
        y[i] = acc;
    }
}

// kernel 127 ends here
__global__ void kernel_128(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 128.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 128) % n]);
        y[i] = acc;
    }
}

// kernel 128 ends here
__global__ void kernel_129(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 129.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 129) % n]);
        y[i] = acc;
    }
}

// kernel 129 ends here
__global__ void kernel_130(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 130.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 130) % n]);
        y[i] = acc;
    }
}

// kernel 130 ends here
__global__ void kernel_131(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 131.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 131) % n]);
        y[i] = acc;
    }
}

// kernel 131 ends here
__global__ void kernel_132(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 132.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 132) % n]);
        y[i] = acc;
    }
}

// kernel 132 ends here
__global__ void kernel_133(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 133.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 133) % n]);
        y[i] = acc;
    }
}

// kernel 133 ends here
__global__ void kernel_134(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 134.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 134) % n]);
        y[i] = acc;
    }
}

// kernel 134 ends here
__global__ void kernel_135(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 135.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 135) % n]);
        y[i] = acc;
    }
}

// kernel 135 ends here
__global__ void kernel_136(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 136.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 136) % n]);
        y[i] = acc;
    }
}

// kernel 136 ends here
__global__ void kernel_137(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 137.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 137) % n]);
        y[i] = acc;
    }
}

// kernel 137 ends here
__global__ void kernel_138(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 138.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 138) % n]);
        y[i] = acc;
    }
}

// kernel 138 ends here
__global__ void kernel_139(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 139.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 139) % n]);
        y[i] = acc;
    }
}

// kernel 139 ends here
__global__ void kernel_140(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 140.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 140) % n]);
        y[i] = acc;
    }
}

// kernel 140 ends here
__global__ void kernel_141(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 141.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 141) % n]);
        y[i] = acc;
    }
}

// kernel 141 ends here
__global__ void kernel_142(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 142.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 142) % n]);
        y[i] = acc;
    }
}

// kernel 142 ends here
__global__ void kernel_143(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 143.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 143) % n]);
        y[i] = acc;
    }
}

// kernel 143 ends here
__global__ void kernel_144(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 144.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 144) % n]);
        y[i] = acc;
    }
}

// kernel 144 ends here
__global__ void kernel_145(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 145.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 145) % n]);
        y[i] = acc;
    }
}

// kernel 145 ends here
__global__ void kernel_146(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 146.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 146) % n]);
        y[i] = acc;
    }
}

// kernel 146 ends here
__global__ void kernel_147(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 147.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 147) % n]);
        y[i] = acc;
    }
}

// kernel 147 ends here
__global__ void kernel_148(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 148.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 148) % n]);
        y[i] = acc;
    }
}

// kernel 148 ends here
__global__ void kernel_149(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 149.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 149) % n]);
        y[i] = acc;
    }
}

// kernel 149 ends here
__global__ void kernel_150(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 150.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 150) % n]);
        y[i] = acc;
    }
}

// kernel 150 ends here
__global__ void kernel_151(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 151.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 151) % n]);
        y[i] = acc;
    }
}

// kernel 151 ends here
__global__ void kernel_152(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 152.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 152) % n]);
        y[i] = acc;
    }
}

// kernel 152 ends here
__global__ void kernel_153(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 153.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 153) % n]);
        y[i] = acc;
    }
}

// kernel 153 ends here
__global__ void kernel_154(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 154.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 154) % n]);
        y[i] = acc;
    }
}

// kernel 154 ends here
__global__ void kernel_155(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 155.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 155) % n]);
        y[i] = acc;
    }
}

// kernel 155 ends here
__global__ void kernel_156(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 156.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 156) % n]);
        y[i] = acc;
    }
}

// kernel 156 ends here
__global__ void kernel_157(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 157.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 157) % n]);
        y[i] = acc;
    }
}

// kernel 157 ends here
__global__ void kernel_158(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 158.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 158) % n]);
        y[i] = acc;
    }
}

// kernel 158 ends here
__global__ void kernel_159(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 159.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 159) % n]);
        y[i] = acc;
    }
}

// kernel 159 ends here
__global__ void kernel_160(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 160.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 160) % n]);
        y[i] = acc;
    }
}

// kernel 160 ends here
__global__ void kernel_161(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 161.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 161) % n]);
        y[i] = acc;
    }
}

// kernel 161 ends here
__global__ void kernel_162(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 162.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 162) % n]);
        y[i] = acc;
    }
}

// kernel 162 ends here
__global__ void kernel_163(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 163.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 163) % n]);
        y[i] = acc;
    }
}

// kernel 163 ends here
__global__ void kernel_164(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 164.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 164) % n]);
        y[i] = acc;
    }
}

// kernel 164 ends here
__global__ void kernel_165(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 165.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 165) % n]);
        y[i] = acc;
    }
}

// kernel 165 ends here
__global__ void kernel_166(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 166.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 166) % n]);
        y[i] = acc;
    }
}

// kernel 166 ends here
__global__ void kernel_167(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 167.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 167) % n]);
        y[i] = acc;
    }
}

// kernel 167 ends here
__global__ void kernel_168(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 168.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 168) % n]);
        y[i] = acc;
    }
}

// kernel 168 ends here
__global__ void kernel_169(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 169.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 169) % n]);
        y[i] = acc;
    }
}

// kernel 169 ends here
__global__ void kernel_170(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 170.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 170) % n]);
        y[i] = acc;
    }
}

// kernel 170 ends here
__global__ void kernel_171(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 171.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 171) % n]);
        y[i] = acc;
    }
}

// kernel 171 ends here
__global__ void kernel_172(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 172.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 172) % n]);
        y[i] = acc;
    }
}

// kernel 172 ends here
__global__ void kernel_173(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 173.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 173) % n]);
        y[i] = acc;
    }
}

// kernel 173 ends here
__global__ void kernel_174(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 174.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 174) % n]);
        y[i] = acc;
    }
}

// kernel 174 ends here
__global__ void kernel_175(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 175.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 175) % n]);
        y[i] = acc;
    }
}

// kernel 175 ends here
__global__ void kernel_176(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 176.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 176) % n]);
        y[i] = acc;
    }
}

// kernel 176 ends here
__global__ void kernel_177(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 177.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 177) % n]);
        y[i] = acc;
    }
}

// kernel 177 ends here
__global__ void kernel_178(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 178.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 178) % n]);
        y[i] = acc;
    }
}

// kernel 178 ends here
__global__ void kernel_179(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 179.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 179) % n]);
        y[i] = acc;
    }
}

// kernel 179 ends here
__global__ void kernel_180(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 180.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 180) % n]);
        y[i] = acc;
    }
}

// kernel 180 ends here
__global__ void kernel_181(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 181.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 181) % n]);
        y[i] = acc;
    }
}

// kernel 181 ends here
__global__ void kernel_182(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 182.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 182) % n]);
        y[i] = acc;
    }
}

// kernel 182 ends here
__global__ void kernel_183(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 183.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 183) % n]);
        y[i] = acc;
    }
}

// kernel 183 ends here
__global__ void kernel_184(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 184.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 184) % n]);
        y[i] = acc;
    }
}

// kernel 184 ends here
__global__ void kernel_185(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 185.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 185) % n]);
        y[i] = acc;
    }
}

// kernel 185 ends here
__global__ void kernel_186(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 186.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 186) % n]);
        y[i] = acc;
    }
}

// kernel 186 ends here
__global__ void kernel_187(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 187.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 187) % n]);
        y[i] = acc;
    }
}

// kernel 187 ends here
__global__ void kernel_188(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 188.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 188) % n]);
        y[i] = acc;
    }
}

// kernel 188 ends here
__global__ void kernel_189(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 189.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 189) % n]);
        y[i] = acc;
    }
}

// kernel 189 ends here
__global__ void kernel_190(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 190.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 190) % n]);
        y[i] = acc;
    }
}

// kernel 190 ends here
__global__ void kernel_191(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 191.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 191) % n]);
        y[i] = acc;
    }
}

// kernel 191 ends here
__global__ void kernel_192(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 192.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 192) % n]);
        y[i] = acc;
    }
}

// kernel 192 ends here
__global__ void kernel_193(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 193.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 193) % n]);
        y[i] = acc;
    }
}

// kernel 193 ends here
__global__ void kernel_194(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 194.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 194) % n]);
        y[i] = acc;
    }
}

// kernel 194 ends here
__global__ void kernel_195(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 195.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 195) % n]);
        y[i] = acc;
    }
}

// kernel 195 ends here
__global__ void kernel_196(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 196.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 196) % n]);
        y[i] = acc;
    }
}

// kernel 196 ends here
__global__ void kernel_197(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 197.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 197) % n]);
        y[i] = acc;
    }
}

// kernel 197 ends here
__global__ void kernel_198(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 198.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 198) % n]);
        y[i] = acc;
    }
}

// kernel 198 ends here
__global__ void kernel_199(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 199.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 199) % n]);
        y[i] = acc;
    }
}

// kernel 199 ends here
__global__ void kernel_200(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 200.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 200) % n]);
        y[i] = acc;
    }
}

// kernel 200 ends here
__global__ void kernel_201(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 201.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 201) % n]);
        y[i] = acc;
    }
}

// kernel 201 ends here
__global__ void kernel_202(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 202.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 202) % n]);
        y[i] = acc;
    }
}

// kernel 202 ends here
__global__ void kernel_203(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 203.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 203) % n]);
        y[i] = acc;
    }
}

// kernel 203 ends here
__global__ void kernel_204(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 204.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 204) % n]);
        y[i] = acc;
    }
}

// kernel 204 ends here
__global__ void kernel_205(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 205.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 205) % n]);
        y[i] = acc;
    }
}

// kernel 205 ends here
__global__ void kernel_206(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 206.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 206) % n]);
        y[i] = acc;
    }
}

// kernel 206 ends here
__global__ void kernel_207(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 207.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 207) % n]);
        y[i] = acc;
    }
}

// kernel 207 ends here
__global__ void kernel_208(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 208.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 208) % n]);
        y[i] = acc;
    }
}

// kernel 208 ends here
__global__ void kernel_209(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 209.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 209) % n]);
        y[i] = acc;
    }
}

// kernel 209 ends here
__global__ void kernel_210(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 210.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 210) % n]);
        y[i] = acc;
    }
}

// kernel 210 ends here
__global__ void kernel_211(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 211.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 211) % n]);
        y[i] = acc;
    }
}

// kernel 211 ends here
__global__ void kernel_212(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 212.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 212) % n]);
        y[i] = acc;
    }
}

// kernel 212 ends here
__global__ void kernel_213(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 213.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 213) % n]);
        y[i] = acc;
    }
}

// kernel 213 ends here
__global__ void kernel_214(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 214.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 214) % n]);
        y[i] = acc;
    }
}

// kernel 214 ends here
__global__ void kernel_215(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 215.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 215) % n]);
        y[i] = acc;
    }
}

// kernel 215 ends here
__global__ void kernel_216(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 216.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 216) % n]);
        y[i] = acc;
    }
}

// kernel 216 ends here
__global__ void kernel_217(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 217.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 217) % n]);
        y[i] = acc;
    }
}

// kernel 217 ends here
__global__ void kernel_218(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 218.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 218) % n]);
        y[i] = acc;
    }
}

// kernel 218 ends here
__global__ void kernel_219(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 219.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 219) % n]);
        y[i] = acc;
    }
}

// kernel 219 ends here
__global__ void kernel_220(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 220.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 220) % n]);
        y[i] = acc;
    }
}

// kernel 220 ends here
__global__ void kernel_221(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 221.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 221) % n]);
        y[i] = acc;
    }
}

// kernel 221 ends here
__global__ void kernel_222(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 222.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 222) % n]);
        y[i] = acc;
    }
}

// kernel 222 ends here
__global__ void kernel_223(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 223.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 223) % n]);
        y[i] = acc;
    }
}

// kernel 223 ends here
__global__ void kernel_224(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 224.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 224) % n]);
        y[i] = acc;
    }
}

// kernel 224 ends here
__global__ void kernel_225(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 225.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 225) % n]);
        y[i] = acc;
    }
}

// kernel 225 ends here
__global__ void kernel_226(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 226.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 226) % n]);
        y[i] = acc;
    }
}

// kernel 226 ends here
__global__ void kernel_227(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 227.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 227) % n]);
        y[i] = acc;
    }
}

// kernel 227 ends here
__global__ void kernel_228(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 228.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 228) % n]);
        y[i] = acc;
    }
}

// kernel 228 ends here
__global__ void kernel_229(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 229.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 229) % n]);
        y[i] = acc;
    }
}

// kernel 229 ends here
__global__ void kernel_230(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 230.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 230) % n]);
        y[i] = acc;
    }
}

// kernel 230 ends here
__global__ void kernel_231(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 231.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 231) % n]);
        y[i] = acc;
    }
}

// kernel 231 ends here
__global__ void kernel_232(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 232.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 232) % n]);
        y[i] = acc;
    }
}

// kernel 232 ends here
__global__ void kernel_233(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 233.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 233) % n]);
        y[i] = acc;
    }
}

// kernel 233 ends here
__global__ void kernel_234(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 234.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 234) % n]);
        y[i] = acc;
    }
}

// kernel 234 ends here
__global__ void kernel_235(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 235.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 235) % n]);
        y[i] = acc;
    }
}

// kernel 235 ends here
__global__ void kernel_236(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 236.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 236) % n]);
        y[i] = acc;
    }
}

// kernel 236 ends here
__global__ void kernel_237(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 237.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 237) % n]);
        y[i] = acc;
    }
}

// kernel 237 ends here
__global__ void kernel_238(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 238.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 238) % n]);
        y[i] = acc;
    }
}

// kernel 238 ends here
__global__ void kernel_239(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 239.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 239) % n]);
        y[i] = acc;
    }
}

// kernel 239 ends here
__global__ void kernel_240(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 240.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 240) % n]);
        y[i] = acc;
    }
}

// kernel 240 ends here
__global__ void kernel_241(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 241.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 241) % n]);
        y[i] = acc;
    }
}

// kernel 241 ends here
__global__ void kernel_242(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 242.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 242) % n]);
        y[i] = acc;
    }
}

// kernel 242 ends here
__global__ void kernel_243(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 243.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 243) % n]);
        y[i] = acc;
    }
}

// kernel 243 ends here
__global__ void kernel_244(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 244.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 244) % n]);
        y[i] = acc;
    }
}

// kernel 244 ends here
__global__ void kernel_245(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 245.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 245) % n]);
        y[i] = acc;
    }
}

// kernel 245 ends here
__global__ void kernel_246(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 246.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 246) % n]);
        y[i] = acc;
    }
}

// kernel 246 ends here
__global__ void kernel_247(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 247.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 247) % n]);
        y[i] = acc;
    }
}

// kernel 247 ends here
__global__ void kernel_248(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 248.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 248) % n]);
        y[i] = acc;
    }
}

// kernel 248 ends here
__global__ void kernel_249(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 249.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 249) % n]);
        y[i] = acc;
    }
}

// kernel 249 ends here
__global__ void kernel_250(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 250.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 250) % n]);
        y[i] = acc;
    }
}

// kernel 250 ends here
__global__ void kernel_251(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 251.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 251) % n]);
        y[i] = acc;
    }
}

// kernel 251 ends here
__global__ void kernel_252(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 252.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 252) % n]);
        y[i] = acc;
    }
}

// kernel 252 ends here
__global__ void kernel_253(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 253.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 253) % n]);
        y[i] = acc;
    }
}

// kernel 253 ends here
__global__ void kernel_254(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 254.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 254) % n]);
        y[i] = acc;
    }
}

// kernel 254 ends here
__global__ void kernel_255(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 255.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 255) % n]);
        y[i] = acc;
    }
}

// kernel 255 ends here
__global__ void kernel_256(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 256.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 256) % n]);
        y[i] = acc;
    }
}

// kernel 256 ends here
__global__ void kernel_257(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 257.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 257) % n]);
        y[i] = acc;
    }
}

// kernel 257 ends here
__global__ void kernel_258(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 258.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 258) % n]);
        y[i] = acc;
    }
}

// kernel 258 ends here
__global__ void kernel_259(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 259.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 259) % n]);
        y[i] = acc;
    }
}

// kernel 259 ends here
__global__ void kernel_260(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 260.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 260) % n]);
        y[i] = acc;
    }
}

// kernel 260 ends here
__global__ void kernel_261(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 261.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 261) % n]);
        y[i] = acc;
    }
}

// kernel 261 ends here
__global__ void kernel_262(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 262.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 262) % n]);
        y[i] = acc;
    }
}

// kernel 262 ends here
__global__ void kernel_263(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 263.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 263) % n]);
        y[i] = acc;
    }
}

// kernel 263 ends here
__global__ void kernel_264(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 264.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 264) % n]);
        y[i] = acc;
    }
}

// kernel 264 ends here
__global__ void kernel_265(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 265.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 265) % n]);
        y[i] = acc;
    }
}

// kernel 265 ends here
__global__ void kernel_266(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 266.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 266) % n]);
        y[i] = acc;
    }
}

// kernel 266 ends here
__global__ void kernel_267(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 267.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 267) % n]);
        y[i] = acc;
    }
}

// kernel 267 ends here
__global__ void kernel_268(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 268.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 268) % n]);
        y[i] = acc;
    }
}

// kernel 268 ends here
__global__ void kernel_269(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 269.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 269) % n]);
        y[i] = acc;
    }
}

// kernel 269 ends here
__global__ void kernel_270(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 270.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 270) % n]);
        y[i] = acc;
    }
}

// kernel 270 ends here
__global__ void kernel_271(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 271.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 271) % n]);
        y[i] = acc;
    }
}

// kernel 271 ends here
__global__ void kernel_272(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 272.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 272) % n]);
        y[i] = acc;
    }
}

// kernel 272 ends here
__global__ void kernel_273(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 273.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 273) % n]);
        y[i] = acc;
    }
}

// kernel 273 ends here
__global__ void kernel_274(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 274.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 274) % n]);
        y[i] = acc;
    }
}

// kernel 274 ends here
__global__ void kernel_275(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 275.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 275) % n]);
        y[i] = acc;
    }
}

// kernel 275 ends here
__global__ void kernel_276(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 276.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 276) % n]);
        y[i] = acc;
    }
}

// kernel 276 ends here
__global__ void kernel_277(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 277.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 277) % n]);
        y[i] = acc;
    }
}

// kernel 277 ends here
__global__ void kernel_278(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 278.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 278) % n]);
        y[i] = acc;
    }
}

// kernel 278 ends here
__global__ void kernel_279(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 279.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 279) % n]);
        y[i] = acc;
    }
}

// kernel 279 ends here
__global__ void kernel_280(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 280.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 280) % n]);
        y[i] = acc;
    }
}

// kernel 280 ends here
__global__ void kernel_281(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 281.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 281) % n]);
        y[i] = acc;
    }
}

// kernel 281 ends here
__global__ void kernel_282(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 282.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 282) % n]);
        y[i] = acc;
    }
}

// kernel 282 ends here
__global__ void kernel_283(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 283.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 283) % n]);
        y[i] = acc;
    }
}

// kernel 283 ends here
__global__ void kernel_284(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 284.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 284) % n]);
        y[i] = acc;
    }
}

// kernel 284 ends here
__global__ void kernel_285(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 285.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 285) % n]);
        y[i] = acc;
    }
}

// kernel 285 ends here
__global__ void kernel_286(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 286.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 286) % n]);
        y[i] = acc;
    }
}

// kernel 286 ends here
__global__ void kernel_287(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 287.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 287) % n]);
        y[i] = acc;
    }
}

// kernel 287 ends here
__global__ void kernel_288(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 288.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 288) % n]);
        y[i] = acc;
    }
}

// kernel 288 ends here
__global__ void kernel_289(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 289.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 289) % n]);
        y[i] = acc;
    }
}

// kernel 289 ends here
__global__ void kernel_290(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 290.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 290) % n]);
        y[i] = acc;
    }
}

// kernel 290 ends here
__global__ void kernel_291(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 291.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 291) % n]);
        y[i] = acc;
    }
}

// kernel 291 ends here
__global__ void kernel_292(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 292.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 292) % n]);
        y[i] = acc;
    }
}

// kernel 292 ends here
__global__ void kernel_293(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 293.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 293) % n]);
        y[i] = acc;
    }
}

// kernel 293 ends here
__global__ void kernel_294(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 294.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 294) % n]);
        y[i] = acc;
    }
}

// kernel 294 ends here
__global__ void kernel_295(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 295.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 295) % n]);
        y[i] = acc;
    }
}

// kernel 295 ends here
__global__ void kernel_296(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 296.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 296) % n]);
        y[i] = acc;
    }
}

// kernel 296 ends here
__global__ void kernel_297(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 297.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 297) % n]);
        y[i] = acc;
    }
}

// kernel 297 ends here
__global__ void kernel_298(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 298.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 298) % n]);
        y[i] = acc;
    }
}

// kernel 298 ends here
__global__ void kernel_299(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 299.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 299) % n]);
        y[i] = acc;
    }
}

// kernel 299 ends here
__global__ void kernel_300(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 300.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 300) % n]);
        y[i] = acc;
    }
}

// kernel 300 ends here
__global__ void kernel_301(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 301.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 301) % n]);
        y[i] = acc;
    }
}

// kernel 301 ends here
__global__ void kernel_302(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 302.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 302) % n]);
        y[i] = acc;
    }
}

// kernel 302 ends here
__global__ void kernel_303(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 303.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 303) % n]);
        y[i] = acc;
    }
}

// kernel 303 ends here
__global__ void kernel_304(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 304.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 304) % n]);
        y[i] = acc;
    }
}

// kernel 304 ends here
__global__ void kernel_305(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 305.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 305) % n]);
        y[i] = acc;
    }
}

// kernel 305 ends here
__global__ void kernel_306(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 306.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 306) % n]);
        y[i] = acc;
    }
}

// kernel 306 ends here
__global__ void kernel_307(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 307.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 307) % n]);
        y[i] = acc;
    }
}

// kernel 307 ends here
__global__ void kernel_308(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 308.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 308) % n]);
        y[i] = acc;
    }
}

// kernel 308 ends here
__global__ void kernel_309(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 309.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 309) % n]);
        y[i] = acc;
    }
}

// kernel 309 ends here
__global__ void kernel_310(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 310.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 310) % n]);
        y[i] = acc;
    }
}

// kernel 310 ends here
__global__ void kernel_311(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 311.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 311) % n]);
        y[i] = acc;
    }
}

// kernel 311 ends here
__global__ void kernel_312(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 312.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 312) % n]);
        y[i] = acc;
    }
}

// kernel 312 ends here
__global__ void kernel_313(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 313.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 313) % n]);
        y[i] = acc;
    }
}

// kernel 313 ends here
__global__ void kernel_314(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 314.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 314) % n]);
        y[i] = acc;
    }
}

// kernel 314 ends here
__global__ void kernel_315(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 315.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 315) % n]);
        y[i] = acc;
    }
}

// kernel 315 ends here
__global__ void kernel_316(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 316.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 316) % n]);
        y[i] = acc;
    }
}

// kernel 316 ends here
__global__ void kernel_317(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 317.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 317) % n]);
        y[i] = acc;
    }
}

// kernel 317 ends here
__global__ void kernel_318(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 318.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 318) % n]);
        y[i] = acc;
    }
}

// kernel 318 ends here
__global__ void kernel_319(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 319.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 319) % n]);
        y[i] = acc;
    }
}

// kernel 319 ends here
__global__ void kernel_320(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 320.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 320) % n]);
        y[i] = acc;
    }
}

// kernel 320 ends here
__global__ void kernel_321(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 321.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 321) % n]);
        y[i] = acc;
    }
}

// kernel 321 ends here
__global__ void kernel_322(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 322.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 322) % n]);
        y[i] = acc;
    }
}

// kernel 322 ends here
__global__ void kernel_323(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 323.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 323) % n]);
        y[i] = acc;
    }
}

// kernel 323 ends here
__global__ void kernel_324(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 324.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 324) % n]);
        y[i] = acc;
    }
}

// kernel 324 ends here
__global__ void kernel_325(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 325.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 325) % n]);
        y[i] = acc;
    }
}

// kernel 325 ends here
__global__ void kernel_326(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 326.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 326) % n]);
        y[i] = acc;
    }
}

// kernel 326 ends here
__global__ void kernel_327(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 327.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 327) % n]);
        y[i] = acc;
    }
}

// kernel 327 ends here
__global__ void kernel_328(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 328.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 328) % n]);
        y[i] = acc;
    }
}

// kernel 328 ends here
__global__ void kernel_329(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 329.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 329) % n]);
        y[i] = acc;
    }
}

// kernel 329 ends here
__global__ void kernel_330(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 330.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 330) % n]);
        y[i] = acc;
    }
}

// kernel 330 ends here
__global__ void kernel_331(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 331.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 331) % n]);
        y[i] = acc;
    }
}

// kernel 331 ends here
__global__ void kernel_332(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 332.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 332) % n]);
        y[i] = acc;
    }
}

// kernel 332 ends here
__global__ void kernel_333(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 333.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 333) % n]);
        y[i] = acc;
    }
}

// kernel 333 ends here
__global__ void kernel_334(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 334.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 334) % n]);
        y[i] = acc;
    }
}

// kernel 334 ends here
__global__ void kernel_335(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 335.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 335) % n]);
        y[i] = acc;
    }
}

// kernel 335 ends here
__global__ void kernel_336(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 336.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 336) % n]);
        y[i] = acc;
    }
}

// kernel 336 ends here
__global__ void kernel_337(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 337.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 337) % n]);
        y[i] = acc;
    }
}

// kernel 337 ends here
__global__ void kernel_338(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 338.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 338) % n]);
        y[i] = acc;
    }
}

// kernel 338 ends here
__global__ void kernel_339(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 339.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 339) % n]);
        y[i] = acc;
    }
}

// kernel 339 ends here
__global__ void kernel_340(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 340.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 340) % n]);
        y[i] = acc;
    }
}

// kernel 340 ends here
__global__ void kernel_341(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 341.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 341) % n]);
        y[i] = acc;
    }
}

// kernel 341 ends here
__global__ void kernel_342(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 342.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 342) % n]);
        y[i] = acc;
    }
}

// kernel 342 ends here
__global__ void kernel_343(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 343.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 343) % n]);
        y[i] = acc;
    }
}

// kernel 343 ends here
__global__ void kernel_344(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 344.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 344) % n]);
        y[i] = acc;
    }
}

// kernel 344 ends here
__global__ void kernel_345(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 345.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 345) % n]);
        y[i] = acc;
    }
}

// kernel 345 ends here
__global__ void kernel_346(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 346.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 346) % n]);
        y[i] = acc;
    }
}

// kernel 346 ends here
__global__ void kernel_347(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 347.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 347) % n]);
        y[i] = acc;
    }
}

// kernel 347 ends here
__global__ void kernel_348(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 348.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 348) % n]);
        y[i] = acc;
    }
}

// kernel 348 ends here
__global__ void kernel_349(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 349.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 349) % n]);
        y[i] = acc;
    }
}

// kernel 349 ends here
__global__ void kernel_350(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 350.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 350) % n]);
        y[i] = acc;
    }
}

// kernel 350 ends here
__global__ void kernel_351(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 351.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 351) % n]);
        y[i] = acc;
    }
}

// kernel 351 ends here
__global__ void kernel_352(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 352.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 352) % n]);
        y[i] = acc;
    }
}

// kernel 352 ends here
__global__ void kernel_353(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 353.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 353) % n]);
        y[i] = acc;
    }
}

// kernel 353 ends here
__global__ void kernel_354(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 354.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 354) % n]);
        y[i] = acc;
    }
}

// kernel 354 ends here
__global__ void kernel_355(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 355.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 355) % n]);
        y[i] = acc;
    }
}

// kernel 355 ends here
__global__ void kernel_356(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 356.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 356) % n]);
        y[i] = acc;
    }
}

// kernel 356 ends here
__global__ void kernel_357(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 357.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 357) % n]);
        y[i] = acc;
    }
}

// kernel 357 ends here
__global__ void kernel_358(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 358.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 358) % n]);
        y[i] = acc;
    }
}

// kernel 358 ends here
__global__ void kernel_359(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 359.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 359) % n]);
        y[i] = acc;
    }
}

// kernel 359 ends here
__global__ void kernel_360(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 360.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 360) % n]);
        y[i] = acc;
    }
}

// kernel 360 ends here
__global__ void kernel_361(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 361.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 361) % n]);
        y[i] = acc;
    }
}

// kernel 361 ends here
__global__ void kernel_362(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 362.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 362) % n]);
        y[i] = acc;
    }
}

// kernel 362 ends here
__global__ void kernel_363(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 363.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 363) % n]);
        y[i] = acc;
    }
}

// kernel 363 ends here
__global__ void kernel_364(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 364.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 364) % n]);
        y[i] = acc;
    }
}

// kernel 364 ends here
__global__ void kernel_365(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 365.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 365) % n]);
        y[i] = acc;
    }
}

// kernel 365 ends here
__global__ void kernel_366(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 366.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 366) % n]);
        y[i] = acc;
    }
}

// kernel 366 ends here
__global__ void kernel_367(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 367.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 367) % n]);
        y[i] = acc;
    }
}

// kernel 367 ends here
__global__ void kernel_368(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 368.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 368) % n]);
        y[i] = acc;
    }
}

// kernel 368 ends here
__global__ void kernel_369(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 369.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 369) % n]);
        y[i] = acc;
    }
}

// kernel 369 ends here
__global__ void kernel_370(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 370.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 370) % n]);
        y[i] = acc;
    }
}

// kernel 370 ends here
__global__ void kernel_371(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 371.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 371) % n]);
        y[i] = acc;
    }
}

// kernel 371 ends here
__global__ void kernel_372(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 372.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 372) % n]);
        y[i] = acc;
    }
}

// kernel 372 ends here
__global__ void kernel_373(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 373.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 373) % n]);
        y[i] = acc;
    }
}

// kernel 373 ends here
__global__ void kernel_374(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 374.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 374) % n]);
        y[i] = acc;
    }
}

// kernel 374 ends here
__global__ void kernel_375(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 375.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 375) % n]);
        y[i] = acc;
    }
}

// kernel 375 ends here
__global__ void kernel_376(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 376.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 376) % n]);
        y[i] = acc;
    }
}

// kernel 376 ends here
__global__ void kernel_377(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 377.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 377) % n]);
        y[i] = acc;
    }
}

// kernel 377 ends here
__global__ void kernel_378(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 378.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 378) % n]);
        y[i] = acc;
    }
}

// kernel 378 ends here
__global__ void kernel_379(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 379.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 379) % n]);
        y[i] = acc;
    }
}

// kernel 379 ends here
__global__ void kernel_380(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 380.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 380) % n]);
        y[i] = acc;
    }
}

// kernel 380 ends here
__global__ void kernel_381(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 381.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 381) % n]);
        y[i] = acc;
    }
}

// kernel 381 ends here
__global__ void kernel_382(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 382.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 382) % n]);
        y[i] = acc;
    }
}

// kernel 382 ends here
__global__ void kernel_383(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 383.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 383) % n]);
        y[i] = acc;
    }
}

// kernel 383 ends here
__global__ void kernel_384(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 384.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 384) % n]);
        y[i] = acc;
    }
}

// kernel 384 ends here
__global__ void kernel_385(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 385.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 385) % n]);
        y[i] = acc;
    }
}

// kernel 385 ends here
__global__ void kernel_386(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 386.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 386) % n]);
        y[i] = acc;
    }
}

// kernel 386 ends here
__global__ void kernel_387(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 387.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 387) % n]);
        y[i] = acc;
    }
}

// kernel 387 ends here
__global__ void kernel_388(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 388.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 388) % n]);
        y[i] = acc;
    }
}

// kernel 388 ends here
__global__ void kernel_389(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 389.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 389) % n]);
        y[i] = acc;
    }
}

// kernel 389 ends here
__global__ void kernel_390(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 390.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 390) % n]);
        y[i] = acc;
    }
}

// kernel 390 ends here
__global__ void kernel_391(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 391.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 391) % n]);
        y[i] = acc;
    }
}

// kernel 391 ends here
__global__ void kernel_392(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 392.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 392) % n]);
        y[i] = acc;
    }
}

// kernel 392 ends here
__global__ void kernel_393(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 393.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 393) % n]);
        y[i] = acc;
    }
}

// kernel 393 ends here
__global__ void kernel_394(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 394.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 394) % n]);
        y[i] = acc;
    }
}

// kernel 394 ends here
__global__ void kernel_395(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 395.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 395) % n]);
        y[i] = acc;
    }
}

// kernel 395 ends here
__global__ void kernel_396(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 396.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 396) % n]);
        y[i] = acc;
    }
}

// kernel 396 ends here
__global__ void kernel_397(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 397.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 397) % n]);
        y[i] = acc;
    }
}

// kernel 397 ends here
__global__ void kernel_398(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 398.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 398) % n]);
        y[i] = acc;
    }
}

// kernel 398 ends here
__global__ void kernel_399(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 399.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 399) % n]);
        y[i] = acc;
    }
}

// kernel 399 ends here
__global__ void kernel_400(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 400.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 400) % n]);
        y[i] = acc;
    }
}

// kernel 400 ends here
__global__ void kernel_401(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 401.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 401) % n]);
        y[i] = acc;
    }
}

// kernel 401 ends here
__global__ void kernel_402(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 402.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 402) % n]);
        y[i] = acc;
    }
}

// kernel 402 ends here
__global__ void kernel_403(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 403.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 403) % n]);
        y[i] = acc;
    }
}

// kernel 403 ends here
__global__ void kernel_404(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 404.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 404) % n]);
        y[i] = acc;
    }
}

// kernel 404 ends here
__global__ void kernel_405(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 405.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 405) % n]);
        y[i] = acc;
    }
}

// kernel 405 ends here
__global__ void kernel_406(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 406.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 406) % n]);
        y[i] = acc;
    }
}

// kernel 406 ends here
__global__ void kernel_407(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 407.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 407) % n]);
        y[i] = acc;
    }
}

// kernel 407 ends here
__global__ void kernel_408(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 408.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 408) % n]);
        y[i] = acc;
    }
}

// kernel 408 ends here
__global__ void kernel_409(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 409.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 409) % n]);
        y[i] = acc;
    }
}

// kernel 409 ends here
__global__ void kernel_410(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 410.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 410) % n]);
        y[i] = acc;
    }
}

// kernel 410 ends here
__global__ void kernel_411(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 411.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 411) % n]);
        y[i] = acc;
    }
}

// kernel 411 ends here
__global__ void kernel_412(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 412.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 412) % n]);
        y[i] = acc;
    }
}

// kernel 412 ends here
__global__ void kernel_413(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 413.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 413) % n]);
        y[i] = acc;
    }
}

// kernel 413 ends here
__global__ void kernel_414(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 414.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 414) % n]);
        y[i] = acc;
    }
}

// kernel 414 ends here
__global__ void kernel_415(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 415.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 415) % n]);
        y[i] = acc;
    }
}

// kernel 415 ends here
__global__ void kernel_416(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 416.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 416) % n]);
        y[i] = acc;
    }
}

// kernel 416 ends here
__global__ void kernel_417(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 417.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 417) % n]);
        y[i] = acc;
    }
}

// kernel 417 ends here
__global__ void kernel_418(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 418.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 418) % n]);
        y[i] = acc;
    }
}

// kernel 418 ends here
__global__ void kernel_419(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 419.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 419) % n]);
        y[i] = acc;
    }
}

// kernel 419 ends here
__global__ void kernel_420(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 420.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 420) % n]);
        y[i] = acc;
    }
}

// kernel 420 ends here
__global__ void kernel_421(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 421.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 421) % n]);
        y[i] = acc;
    }
}

// kernel 421 ends here
__global__ void kernel_422(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 422.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 422) % n]);
        y[i] = acc;
    }
}

// kernel 422 ends here
__global__ void kernel_423(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 423.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 423) % n]);
        y[i] = acc;
    }
}

// kernel 423 ends here
__global__ void kernel_424(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 424.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 424) % n]);
        y[i] = acc;
    }
}

// kernel 424 ends here
__global__ void kernel_425(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 425.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 425) % n]);
        y[i] = acc;
    }
}

// kernel 425 ends here
__global__ void kernel_426(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 426.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 426) % n]);
        y[i] = acc;
    }
}

// kernel 426 ends here
__global__ void kernel_427(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 427.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 427) % n]);
        y[i] = acc;
    }
}

// kernel 427 ends here
__global__ void kernel_428(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 428.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 428) % n]);
        y[i] = acc;
    }
}

// kernel 428 ends here
__global__ void kernel_429(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 429.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 429) % n]);
        y[i] = acc;
    }
}

// kernel 429 ends here
__global__ void kernel_430(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 430.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 430) % n]);
        y[i] = acc;
    }
}

// kernel 430 ends here
__global__ void kernel_431(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 431.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 431) % n]);
        y[i] = acc;
    }
}

// kernel 431 ends here
__global__ void kernel_432(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 432.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 432) % n]);
        y[i] = acc;
    }
}

// kernel 432 ends here
__global__ void kernel_433(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 433.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 433) % n]);
        y[i] = acc;
    }
}

// kernel 433 ends here
__global__ void kernel_434(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 434.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 434) % n]);
        y[i] = acc;
    }
}

// kernel 434 ends here
__global__ void kernel_435(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 435.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 435) % n]);
        y[i] = acc;
    }
}

// kernel 435 ends here
__global__ void kernel_436(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 436.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 436) % n]);
        y[i] = acc;
    }
}

// kernel 436 ends here
__global__ void kernel_437(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 437.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 437) % n]);
        y[i] = acc;
    }
}

// kernel 437 ends here
__global__ void kernel_438(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 438.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 438) % n]);
        y[i] = acc;
    }
}

// kernel 438 ends here
__global__ void kernel_439(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 439.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 439) % n]);
        y[i] = acc;
    }
}

// kernel 439 ends here
__global__ void kernel_440(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 440.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 440) % n]);
        y[i] = acc;
    }
}

// kernel 440 ends here
__global__ void kernel_441(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 441.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 441) % n]);
        y[i] = acc;
    }
}

// kernel 441 ends here
__global__ void kernel_442(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 442.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 442) % n]);
        y[i] = acc;
    }
}

// kernel 442 ends here
__global__ void kernel_443(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 443.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 443) % n]);
        y[i] = acc;
    }
}

// kernel 443 ends here
__global__ void kernel_444(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 444.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 444) % n]);
        y[i] = acc;
    }
}

// kernel 444 ends here
__global__ void kernel_445(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 445.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 445) % n]);
        y[i] = acc;
    }
}

// kernel 445 ends here
__global__ void kernel_446(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 446.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 446) % n]);
        y[i] = acc;
    }
}

// kernel 446 ends here
__global__ void kernel_447(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 447.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 447) % n]);
        y[i] = acc;
    }
}

// kernel 447 ends here
__global__ void kernel_448(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 448.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 448) % n]);
        y[i] = acc;
    }
}

// kernel 448 ends here
__global__ void kernel_449(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 449.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 449) % n]);
        y[i] = acc;
    }
}

// kernel 449 ends here
__global__ void kernel_450(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 450.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 450) % n]);
        y[i] = acc;
    }
}

// kernel 450 ends here
__global__ void kernel_451(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 451.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 451) % n]);
        y[i] = acc;
    }
}

// kernel 451 ends here
__global__ void kernel_452(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 452.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 452) % n]);
        y[i] = acc;
    }
}

// kernel 452 ends here
__global__ void kernel_453(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 453.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 453) % n]);
        y[i] = acc;
    }
}

// kernel 453 ends here
__global__ void kernel_454(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 454.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 454) % n]);
        y[i] = acc;
    }
}

// kernel 454 ends here
__global__ void kernel_455(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 455.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 455) % n]);
        y[i] = acc;
    }
}

// kernel 455 ends here
__global__ void kernel_456(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 456.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 456) % n]);
        y[i] = acc;
    }
}

// kernel 456 ends here
__global__ void kernel_457(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 457.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 457) % n]);
        y[i] = acc;
    }
}

// kernel 457 ends here
__global__ void kernel_458(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 458.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 458) % n]);
        y[i] = acc;
    }
}

// kernel 458 ends here
__global__ void kernel_459(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 459.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 459) % n]);
        y[i] = acc;
    }
}

// kernel 459 ends here
__global__ void kernel_460(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 460.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 460) % n]);
        y[i] = acc;
    }
}

// kernel 460 ends here
__global__ void kernel_461(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 461.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 461) % n]);
        y[i] = acc;
    }
}

// kernel 461 ends here
__global__ void kernel_462(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 462.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 462) % n]);
        y[i] = acc;
    }
}

// kernel 462 ends here
__global__ void kernel_463(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 463.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 463) % n]);
        y[i] = acc;
    }
}

// kernel 463 ends here
__global__ void kernel_464(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 464.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 464) % n]);
        y[i] = acc;
    }
}

// kernel 464 ends here
__global__ void kernel_465(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 465.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 465) % n]);
        y[i] = acc;
    }
}

// kernel 465 ends here
__global__ void kernel_466(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 466.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 466) % n]);
        y[i] = acc;
    }
}

// kernel 466 ends here
__global__ void kernel_467(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 467.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 467) % n]);
        y[i] = acc;
    }
}

// kernel 467 ends here
__global__ void kernel_468(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 468.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 468) % n]);
        y[i] = acc;
    }
}

// kernel 468 ends here
__global__ void kernel_469(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 469.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 469) % n]);
        y[i] = acc;
    }
}

// kernel 469 ends here
__global__ void kernel_470(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 470.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 470) % n]);
        y[i] = acc;
    }
}

// kernel 470 ends here
__global__ void kernel_471(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 471.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 471) % n]);
        y[i] = acc;
    }
}

// kernel 471 ends here
__global__ void kernel_472(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 472.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 472) % n]);
        y[i] = acc;
    }
}

// kernel 472 ends here
__global__ void kernel_473(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 473.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 473) % n]);
        y[i] = acc;
    }
}

// kernel 473 ends here
__global__ void kernel_474(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 474.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 474) % n]);
        y[i] = acc;
    }
}

// kernel 474 ends here
__global__ void kernel_475(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 475.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 475) % n]);
        y[i] = acc;
    }
}

// kernel 475 ends here
__global__ void kernel_476(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 476.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 476) % n]);
        y[i] = acc;
    }
}

// kernel 476 ends here
__global__ void kernel_477(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 477.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 477) % n]);
        y[i] = acc;
    }
}

// kernel 477 ends here
__global__ void kernel_478(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 478.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 478) % n]);
        y[i] = acc;
    }
}

// kernel 478 ends here
__global__ void kernel_479(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 479.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 479) % n]);
        y[i] = acc;
    }
}

// kernel 479 ends here
__global__ void kernel_480(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 480.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 480) % n]);
        y[i] = acc;
    }
}

// kernel 480 ends here
__global__ void kernel_481(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 481.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 481) % n]);
        y[i] = acc;
    }
}

// kernel 481 ends here
__global__ void kernel_482(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 482.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 482) % n]);
        y[i] = acc;
    }
}

// kernel 482 ends here
__global__ void kernel_483(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 483.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 483) % n]);
        y[i] = acc;
    }
}

// kernel 483 ends here
__global__ void kernel_484(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 484.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 484) % n]);
        y[i] = acc;
    }
}

// kernel 484 ends here
__global__ void kernel_485(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 485.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 485) % n]);
        y[i] = acc;
    }
}

// kernel 485 ends here
__global__ void kernel_486(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 486.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 486) % n]);
        y[i] = acc;
    }
}

// kernel 486 ends here
__global__ void kernel_487(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 487.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 487) % n]);
        y[i] = acc;
    }
}

// kernel 487 ends here
__global__ void kernel_488(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 488.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 488) % n]);
        y[i] = acc;
    }
}

// kernel 488 ends here
__global__ void kernel_489(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 489.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 489) % n]);
        y[i] = acc;
    }
}

// kernel 489 ends here
__global__ void kernel_490(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 490.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 490) % n]);
        y[i] = acc;
    }
}

// kernel 490 ends here
__global__ void kernel_491(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 491.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 491) % n]);
        y[i] = acc;
    }
}

// kernel 491 ends here
__global__ void kernel_492(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 492.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 492) % n]);
        y[i] = acc;
    }
}

// kernel 492 ends here
__global__ void kernel_493(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 493.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 493) % n]);
        y[i] = acc;
    }
}

// kernel 493 ends here
__global__ void kernel_494(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 494.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 494) % n]);
        y[i] = acc;
    }
}

// kernel 494 ends here
__global__ void kernel_495(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 495.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 495) % n]);
        y[i] = acc;
    }
}

// kernel 495 ends here
__global__ void kernel_496(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 496.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 496) % n]);
        y[i] = acc;
    }
}

// kernel 496 ends here
__global__ void kernel_497(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 497.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 497) % n]);
        y[i] = acc;
    }
}

// kernel 497 ends here
__global__ void kernel_498(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 498.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 498) % n]);
        y[i] = acc;
    }
}

// kernel 498 ends here
__global__ void kernel_499(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 499.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 499) % n]);
        y[i] = acc;
    }
}

// kernel 499 ends here
__global__ void kernel_500(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 500.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 500) % n]);
        y[i] = acc;
    }
}

// kernel 500 ends here
__global__ void kernel_501(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 501.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 501) % n]);
        y[i] = acc;
    }
}

// kernel 501 ends here
__global__ void kernel_502(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 502.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 502) % n]);
        y[i] = acc;
    }
}

// kernel 502 ends here
__global__ void kernel_503(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 503.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 503) % n]);
        y[i] = acc;
    }
}

// kernel 503 ends here
__global__ void kernel_504(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 504.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 504) % n]);
        y[i] = acc;
    }
}

// kernel 504 ends here
__global__ void kernel_505(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 505.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 505) % n]);
        y[i] = acc;
    }
}

// kernel 505 ends here
__global__ void kernel_506(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 506.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 506) % n]);
        y[i] = acc;
    }
}

// kernel 506 ends here
__global__ void kernel_507(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 507.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 507) % n]);
        y[i] = acc;
    }
}

// kernel 507 ends here
__global__ void kernel_508(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 508.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 508) % n]);
        y[i] = acc;
    }
}

// kernel 508 ends here
__global__ void kernel_509(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 509.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 509) % n]);
        y[i] = acc;
    }
}

// kernel 509 ends here
__global__ void kernel_510(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 510.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 510) % n]);
        y[i] = acc;
    }
}

// kernel 510 ends here
__global__ void kernel_511(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 511.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 511) % n]);
        y[i] = acc;
    }
}

// kernel 511 ends here
__global__ void kernel_512(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 512.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 512) % n]);
        y[i] = acc;
    }
}

// kernel 512 ends here
__global__ void kernel_513(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 513.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 513) % n]);
        y[i] = acc;
    }
}

// kernel 513 ends here
__global__ void kernel_514(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 514.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 514) % n]);
        y[i] = acc;
    }
}

// kernel 514 ends here
__global__ void kernel_515(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 515.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 515) % n]);
        y[i] = acc;
    }
}

// kernel 515 ends here
__global__ void kernel_516(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 516.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 516) % n]);
        y[i] = acc;
    }
}

// kernel 516 ends here
__global__ void kernel_517(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 517.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 517) % n]);
        y[i] = acc;
    }
}

// kernel 517 ends here
__global__ void kernel_518(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 518.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 518) % n]);
        y[i] = acc;
    }
}

// kernel 518 ends here
__global__ void kernel_519(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 519.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 519) % n]);
        y[i] = acc;
    }
}

// kernel 519 ends here
__global__ void kernel_520(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 520.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 520) % n]);
        y[i] = acc;
    }
}

// kernel 520 ends here
__global__ void kernel_521(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 521.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 521) % n]);
        y[i] = acc;
    }
}

// kernel 521 ends here
__global__ void kernel_522(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 522.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 522) % n]);
        y[i] = acc;
    }
}

// kernel 522 ends here
__global__ void kernel_523(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 523.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 523) % n]);
        y[i] = acc;
    }
}

// kernel 523 ends here
__global__ void kernel_524(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 524.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 524) % n]);
        y[i] = acc;
    }
}

// kernel 524 ends here
__global__ void kernel_525(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 525.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 525) % n]);
        y[i] = acc;
    }
}

// kernel 525 ends here
__global__ void kernel_526(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 526.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 526) % n]);
        y[i] = acc;
    }
}

// kernel 526 ends here
__global__ void kernel_527(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 527.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 527) % n]);
        y[i] = acc;
    }
}

// kernel 527 ends here
__global__ void kernel_528(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 528.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 528) % n]);
        y[i] = acc;
    }
}

// kernel 528 ends here
__global__ void kernel_529(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 529.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 529) % n]);
        y[i] = acc;
    }
}

// kernel 529 ends here
__global__ void kernel_530(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 530.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 530) % n]);
        y[i] = acc;
    }
}

// kernel 530 ends here
__global__ void kernel_531(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 531.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 531) % n]);
        y[i] = acc;
    }
}

// kernel 531 ends here
__global__ void kernel_532(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 532.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 532) % n]);
        y[i] = acc;
    }
}

// kernel 532 ends here
__global__ void kernel_533(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 533.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 533) % n]);
        y[i] = acc;
    }
}

// kernel 533 ends here
__global__ void kernel_534(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 534.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 534) % n]);
        y[i] = acc;
    }
}

// kernel 534 ends here
__global__ void kernel_535(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 535.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 535) % n]);
        y[i] = acc;
    }
}

// kernel 535 ends here
__global__ void kernel_536(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 536.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 536) % n]);
        y[i] = acc;
    }
}

// kernel 536 ends here
__global__ void kernel_537(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 537.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 537) % n]);
        y[i] = acc;
    }
}

// kernel 537 ends here
__global__ void kernel_538(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 538.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 538) % n]);
        y[i] = acc;
    }
}

// kernel 538 ends here
__global__ void kernel_539(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 539.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 539) % n]);
        y[i] = acc;
    }
}

// kernel 539 ends here
__global__ void kernel_540(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 540.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 540) % n]);
        y[i] = acc;
    }
}

// kernel 540 ends here
__global__ void kernel_541(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 541.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 541) % n]);
        y[i] = acc;
    }
}

// kernel 541 ends here
__global__ void kernel_542(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 542.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 542) % n]);
        y[i] = acc;
    }
}

// kernel 542 ends here
__global__ void kernel_543(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 543.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 543) % n]);
        y[i] = acc;
    }
}

// kernel 543 ends here
__global__ void kernel_544(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 544.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 544) % n]);
        y[i] = acc;
    }
}

// kernel 544 ends here
__global__ void kernel_545(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 545.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 545) % n]);
        y[i] = acc;
    }
}

// kernel 545 ends here
__global__ void kernel_546(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 546.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 546) % n]);
        y[i] = acc;
    }
}

// kernel 546 ends here
__global__ void kernel_547(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 547.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 547) % n]);
        y[i] = acc;
    }
}

// kernel 547 ends here
__global__ void kernel_548(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 548.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 548) % n]);
        y[i] = acc;
    }
}

// kernel 548 ends here
__global__ void kernel_549(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 549.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 549) % n]);
        y[i] = acc;
    }
}

// kernel 549 ends here
__global__ void kernel_550(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 550.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 550) % n]);
        y[i] = acc;
    }
}

// kernel 550 ends here
__global__ void kernel_551(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 551.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 551) % n]);
        y[i] = acc;
    }
}

// kernel 551 ends here
__global__ void kernel_552(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 552.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 552) % n]);
        y[i] = acc;
    }
}

// kernel 552 ends here
__global__ void kernel_553(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 553.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 553) % n]);
        y[i] = acc;
    }
}

// kernel 553 ends here
__global__ void kernel_554(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 554.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 554) % n]);
        y[i] = acc;
    }
}

// kernel 554 ends here
__global__ void kernel_555(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 555.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 555) % n]);
        y[i] = acc;
    }
}

// kernel 555 ends here
__global__ void kernel_556(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 556.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 556) % n]);
        y[i] = acc;
    }
}

// kernel 556 ends here
__global__ void kernel_557(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 557.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 557) % n]);
        y[i] = acc;
    }
}

// kernel 557 ends here
__global__ void kernel_558(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 558.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 558) % n]);
        y[i] = acc;
    }
}

// kernel 558 ends here
__global__ void kernel_559(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 559.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 559) % n]);
        y[i] = acc;
    }
}

// kernel 559 ends here
__global__ void kernel_560(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 560.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 560) % n]);
        y[i] = acc;
    }
}

// kernel 560 ends here
__global__ void kernel_561(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 561.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 561) % n]);
        y[i] = acc;
    }
}

// kernel 561 ends here
__global__ void kernel_562(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 562.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 562) % n]);
        y[i] = acc;
    }
}

// kernel 562 ends here
__global__ void kernel_563(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 563.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 563) % n]);
        y[i] = acc;
    }
}

// kernel 563 ends here
__global__ void kernel_564(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 564.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 564) % n]);
        y[i] = acc;
    }
}

// kernel 564 ends here
__global__ void kernel_565(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 565.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 565) % n]);
        y[i] = acc;
    }
}

// kernel 565 ends here
__global__ void kernel_566(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 566.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 566) % n]);
        y[i] = acc;
    }
}

// kernel 566 ends here
__global__ void kernel_567(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 567.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 567) % n]);
        y[i] = acc;
    }
}

// kernel 567 ends here
__global__ void kernel_568(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 568.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 568) % n]);
        y[i] = acc;
    }
}

// kernel 568 ends here
__global__ void kernel_569(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 569.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 569) % n]);
        y[i] = acc;
    }
}

// kernel 569 ends here
__global__ void kernel_570(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 570.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 570) % n]);
        y[i] = acc;
    }
}

// kernel 570 ends here
__global__ void kernel_571(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 571.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 571) % n]);
        y[i] = acc;
    }
}

// kernel 571 ends here
__global__ void kernel_572(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 572.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 572) % n]);
        y[i] = acc;
    }
}

// kernel 572 ends here
__global__ void kernel_573(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 573.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 573) % n]);
        y[i] = acc;
    }
}

// kernel 573 ends here
__global__ void kernel_574(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 574.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 574) % n]);
        y[i] = acc;
    }
}

// kernel 574 ends here
__global__ void kernel_575(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 575.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 575) % n]);
        y[i] = acc;
    }
}

// kernel 575 ends here
__global__ void kernel_576(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 576.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 576) % n]);
        y[i] = acc;
    }
}

// kernel 576 ends here
__global__ void kernel_577(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 577.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 577) % n]);
        y[i] = acc;
    }
}

// kernel 577 ends here
__global__ void kernel_578(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 578.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 578) % n]);
        y[i] = acc;
    }
}

// kernel 578 ends here
__global__ void kernel_579(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 579.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 579) % n]);
        y[i] = acc;
    }
}

// kernel 579 ends here
__global__ void kernel_580(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 580.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 580) % n]);
        y[i] = acc;
    }
}

// kernel 580 ends here
__global__ void kernel_581(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 581.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 581) % n]);
        y[i] = acc;
    }
}

// kernel 581 ends here
__global__ void kernel_582(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 582.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 582) % n]);
        y[i] = acc;
    }
}

// kernel 582 ends here
__global__ void kernel_583(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 583.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 583) % n]);
        y[i] = acc;
    }
}

// kernel 583 ends here
__global__ void kernel_584(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 584.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 584) % n]);
        y[i] = acc;
    }
}

// kernel 584 ends here
__global__ void kernel_585(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 585.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 585) % n]);
        y[i] = acc;
    }
}

// kernel 585 ends here
__global__ void kernel_586(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 586.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 586) % n]);
        y[i] = acc;
    }
}

// kernel 586 ends here
__global__ void kernel_587(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 587.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 587) % n]);
        y[i] = acc;
    }
}

// kernel 587 ends here
__global__ void kernel_588(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 588.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 588) % n]);
        y[i] = acc;
    }
}

// kernel 588 ends here
__global__ void kernel_589(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 589.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 589) % n]);
        y[i] = acc;
    }
}

// kernel 589 ends here
__global__ void kernel_590(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 590.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 590) % n]);
        y[i] = acc;
    }
}

// kernel 590 ends here
__global__ void kernel_591(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 591.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 591) % n]);
        y[i] = acc;
    }
}

// kernel 591 ends here
__global__ void kernel_592(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 592.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 592) % n]);
        y[i] = acc;
    }
}

// kernel 592 ends here
__global__ void kernel_593(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 593.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 593) % n]);
        y[i] = acc;
    }
}

// kernel 593 ends here
__global__ void kernel_594(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 594.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 594) % n]);
        y[i] = acc;
    }
}

// kernel 594 ends here
__global__ void kernel_595(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 595.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 595) % n]);
        y[i] = acc;
    }
}

// kernel 595 ends here
__global__ void kernel_596(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 596.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 596) % n]);
        y[i] = acc;
    }
}

// kernel 596 ends here
__global__ void kernel_597(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 597.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 597) % n]);
        y[i] = acc;
    }
}

// kernel 597 ends here
__global__ void kernel_598(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 598.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 598) % n]);
        y[i] = acc;
    }
}

// kernel 598 ends here
__global__ void kernel_599(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 599.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 599) % n]);
        y[i] = acc;
    }
}

// kernel 599 ends here
__global__ void kernel_600(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 600.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 600) % n]);
        y[i] = acc;
    }
}

// kernel 600 ends here
__global__ void kernel_601(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 601.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 601) % n]);
        y[i] = acc;
    }
}

// kernel 601 ends here
__global__ void kernel_602(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 602.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 602) % n]);
        y[i] = acc;
    }
}

// kernel 602 ends here
__global__ void kernel_603(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 603.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 603) % n]);
        y[i] = acc;
    }
}

// kernel 603 ends here
__global__ void kernel_604(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 604.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 604) % n]);
        y[i] = acc;
    }
}

// kernel 604 ends here
__global__ void kernel_605(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 605.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 605) % n]);
        y[i] = acc;
    }
}

// kernel 605 ends here
__global__ void kernel_606(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 606.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 606) % n]);
        y[i] = acc;
    }
}

// kernel 606 ends here
__global__ void kernel_607(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 607.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 607) % n]);
        y[i] = acc;
    }
}

// kernel 607 ends here
__global__ void kernel_608(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 608.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 608) % n]);
        y[i] = acc;
    }
}

// kernel 608 ends here
__global__ void kernel_609(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 609.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 609) % n]);
        y[i] = acc;
    }
}

// kernel 609 ends here
__global__ void kernel_610(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 610.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 610) % n]);
        y[i] = acc;
    }
}

// kernel 610 ends here
__global__ void kernel_611(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 611.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 611) % n]);
        y[i] = acc;
    }
}

// kernel 611 ends here
__global__ void kernel_612(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 612.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 612) % n]);
        y[i] = acc;
    }
}

// kernel 612 ends here
__global__ void kernel_613(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 613.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 613) % n]);
        y[i] = acc;
    }
}

// kernel 613 ends here
__global__ void kernel_614(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 614.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 614) % n]);
        y[i] = acc;
    }
}

// kernel 614 ends here
__global__ void kernel_615(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 615.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 615) % n]);
        y[i] = acc;
    }
}

// kernel 615 ends here
__global__ void kernel_616(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 616.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 616) % n]);
        y[i] = acc;
    }
}

// kernel 616 ends here
__global__ void kernel_617(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 617.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 617) % n]);
        y[i] = acc;
    }
}

// kernel 617 ends here
__global__ void kernel_618(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 618.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 618) % n]);
        y[i] = acc;
    }
}

// kernel 618 ends here
__global__ void kernel_619(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 619.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 619) % n]);
        y[i] = acc;
    }
}

// kernel 619 ends here
__global__ void kernel_620(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 620.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 620) % n]);
        y[i] = acc;
    }
}

// kernel 620 ends here
__global__ void kernel_621(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 621.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 621) % n]);
        y[i] = acc;
    }
}

// kernel 621 ends here
__global__ void kernel_622(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 622.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 622) % n]);
        y[i] = acc;
    }
}

// kernel 622 ends here
__global__ void kernel_623(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 623.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 623) % n]);
        y[i] = acc;
    }
}

// kernel 623 ends here
__global__ void kernel_624(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 624.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 624) % n]);
        y[i] = acc;
    }
}

// kernel 624 ends here
__global__ void kernel_625(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 625.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 625) % n]);
        y[i] = acc;
    }
}

// kernel 625 ends here
__global__ void kernel_626(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 626.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 626) % n]);
        y[i] = acc;
    }
}

// kernel 626 ends here
__global__ void kernel_627(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 627.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 627) % n]);
        y[i] = acc;
    }
}

// kernel 627 ends here
__global__ void kernel_628(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 628.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 628) % n]);
        y[i] = acc;
    }
}

// kernel 628 ends here
__global__ void kernel_629(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 629.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 629) % n]);
        y[i] = acc;
    }
}

// kernel 629 ends here
__global__ void kernel_630(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 630.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 630) % n]);
        y[i] = acc;
    }
}

// kernel 630 ends here
__global__ void kernel_631(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 631.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 631) % n]);
        y[i] = acc;
    }
}

// kernel 631 ends here
__global__ void kernel_632(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 632.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 632) % n]);
        y[i] = acc;
    }
}

// kernel 632 ends here
__global__ void kernel_633(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 633.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 633) % n]);
        y[i] = acc;
    }
}

// kernel 633 ends here
__global__ void kernel_634(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 634.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 634) % n]);
        y[i] = acc;
    }
}

// kernel 634 ends here
__global__ void kernel_635(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 635.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 635) % n]);
        y[i] = acc;
    }
}

// kernel 635 ends here
__global__ void kernel_636(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 636.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 636) % n]);
        y[i] = acc;
    }
}

// kernel 636 ends here
__global__ void kernel_637(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 637.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 637) % n]);
        y[i] = acc;
    }
}

// kernel 637 ends here
__global__ void kernel_638(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 638.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 638) % n]);
        y[i] = acc;
    }
}

// kernel 638 ends here
__global__ void kernel_639(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 639.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 639) % n]);
        y[i] = acc;
    }
}

// kernel 639 ends here
__global__ void kernel_640(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 640.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 640) % n]);
        y[i] = acc;
    }
}

// kernel 640 ends here
__global__ void kernel_641(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 641.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 641) % n]);
        y[i] = acc;
    }
}

// kernel 641 ends here
__global__ void kernel_642(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 642.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 642) % n]);
        y[i] = acc;
    }
}

// kernel 642 ends here
__global__ void kernel_643(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 643.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 643) % n]);
        y[i] = acc;
    }
}

// kernel 643 ends here
__global__ void kernel_644(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 644.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 644) % n]);
        y[i] = acc;
    }
}

// kernel 644 ends here
__global__ void kernel_645(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 645.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 645) % n]);
        y[i] = acc;
    }
}

// kernel 645 ends here
__global__ void kernel_646(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 646.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 646) % n]);
        y[i] = acc;
    }
}

// kernel 646 ends here
__global__ void kernel_647(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 647.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 647) % n]);
        y[i] = acc;
    }
}

// kernel 647 ends here
__global__ void kernel_648(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 648.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 648) % n]);
        y[i] = acc;
    }
}

// kernel 648 ends here
__global__ void kernel_649(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 649.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 649) % n]);
        y[i] = acc;
    }
}

// kernel 649 ends here
__global__ void kernel_650(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 650.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 650) % n]);
        y[i] = acc;
    }
}

// kernel 650 ends here
__global__ void kernel_651(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 651.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 651) % n]);
        y[i] = acc;
    }
}

// kernel 651 ends here
__global__ void kernel_652(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 652.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 652) % n]);
        y[i] = acc;
    }
}

// kernel 652 ends here
__global__ void kernel_653(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 653.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 653) % n]);
        y[i] = acc;
    }
}

// kernel 653 ends here
__global__ void kernel_654(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 654.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 654) % n]);
        y[i] = acc;
    }
}

// kernel 654 ends here
__global__ void kernel_655(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 655.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 655) % n]);
        y[i] = acc;
    }
}

// kernel 655 ends here
__global__ void kernel_656(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 656.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 656) % n]);
        y[i] = acc;
    }
}

// kernel 656 ends here
__global__ void kernel_657(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 657.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 657) % n]);
        y[i] = acc;
    }
}

// kernel 657 ends here
__global__ void kernel_658(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 658.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 658) % n]);
        y[i] = acc;
    }
}

// kernel 658 ends here
__global__ void kernel_659(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 659.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 659) % n]);
        y[i] = acc;
    }
}

// kernel 659 ends here
__global__ void kernel_660(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 660.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 660) % n]);
        y[i] = acc;
    }
}

// kernel 660 ends here
__global__ void kernel_661(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 661.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 661) % n]);
        y[i] = acc;
    }
}

// kernel 661 ends here
__global__ void kernel_662(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 662.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 662) % n]);
        y[i] = acc;
    }
}

// kernel 662 ends here
__global__ void kernel_663(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 663.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 663) % n]);
        y[i] = acc;
    }
}

// kernel 663 ends here
__global__ void kernel_664(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 664.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 664) % n]);
        y[i] = acc;
    }
}

// kernel 664 ends here
__global__ void kernel_665(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 665.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 665) % n]);
        y[i] = acc;
    }
}

// kernel 665 ends here
__global__ void kernel_666(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 666.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 666) % n]);
        y[i] = acc;
    }
}

// kernel 666 ends here
__global__ void kernel_667(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 667.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 667) % n]);
        y[i] = acc;
    }
}

// kernel 667 ends here
__global__ void kernel_668(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 668.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 668) % n]);
        y[i] = acc;
    }
}

// kernel 668 ends here
__global__ void kernel_669(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 669.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 669) % n]);
        y[i] = acc;
    }
}

// kernel 669 ends here
__global__ void kernel_670(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 670.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 670) % n]);
        y[i] = acc;
    }
}

// kernel 670 ends here
__global__ void kernel_671(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 671.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 671) % n]);
        y[i] = acc;
    }
}

// kernel 671 ends here
__global__ void kernel_672(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 672.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 672) % n]);
        y[i] = acc;
    }
}

// kernel 672 ends here
__global__ void kernel_673(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 673.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 673) % n]);
        y[i] = acc;
    }
}

// kernel 673 ends here
__global__ void kernel_674(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 674.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 674) % n]);
        y[i] = acc;
    }
}

// kernel 674 ends here
__global__ void kernel_675(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 675.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 675) % n]);
        y[i] = acc;
    }
}

// kernel 675 ends here
__global__ void kernel_676(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 676.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 676) % n]);
        y[i] = acc;
    }
}

// kernel 676 ends here
__global__ void kernel_677(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 677.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 677) % n]);
        y[i] = acc;
    }
}

// kernel 677 ends here
__global__ void kernel_678(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 678.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 678) % n]);
        y[i] = acc;
    }
}

// kernel 678 ends here
__global__ void kernel_679(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 679.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 679) % n]);
        y[i] = acc;
    }
}

// kernel 679 ends here
__global__ void kernel_680(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 680.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 680) % n]);
        y[i] = acc;
    }
}

// kernel 680 ends here
__global__ void kernel_681(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 681.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 681) % n]);
        y[i] = acc;
    }
}

// kernel 681 ends here
__global__ void kernel_682(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 682.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 682) % n]);
        y[i] = acc;
    }
}

// kernel 682 ends here
__global__ void kernel_683(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 683.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 683) % n]);
        y[i] = acc;
    }
}

// kernel 683 ends here
__global__ void kernel_684(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 684.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 684) % n]);
        y[i] = acc;
    }
}

// kernel 684 ends here
__global__ void kernel_685(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 685.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 685) % n]);
        y[i] = acc;
    }
}

// kernel 685 ends here
__global__ void kernel_686(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 686.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 686) % n]);
        y[i] = acc;
    }
}

// kernel 686 ends here
__global__ void kernel_687(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 687.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 687) % n]);
        y[i] = acc;
    }
}

// kernel 687 ends here
__global__ void kernel_688(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 688.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 688) % n]);
        y[i] = acc;
    }
}

// kernel 688 ends here
__global__ void kernel_689(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 689.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 689) % n]);
        y[i] = acc;
    }
}

// kernel 689 ends here
__global__ void kernel_690(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 690.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 690) % n]);
        y[i] = acc;
    }
}

// kernel 690 ends here
__global__ void kernel_691(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 691.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 691) % n]);
        y[i] = acc;
    }
}

// kernel 691 ends here
__global__ void kernel_692(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 692.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 692) % n]);
        y[i] = acc;
    }
}

// kernel 692 ends here
__global__ void kernel_693(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 693.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 693) % n]);
        y[i] = acc;
    }
}

// kernel 693 ends here
__global__ void kernel_694(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 694.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 694) % n]);
        y[i] = acc;
    }
}

// kernel 694 ends here
__global__ void kernel_695(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 695.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 695) % n]);
        y[i] = acc;
    }
}

// kernel 695 ends here
__global__ void kernel_696(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 696.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 696) % n]);
        y[i] = acc;
    }
}

// kernel 696 ends here
__global__ void kernel_697(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 697.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 697) % n]);
        y[i] = acc;
    }
}

// kernel 697 ends here
__global__ void kernel_698(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 698.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 698) % n]);
        y[i] = acc;
    }
}

// kernel 698 ends here
__global__ void kernel_699(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 699.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 699) % n]);
        y[i] = acc;
    }
}

// kernel 699 ends here
__global__ void kernel_700(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 700.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 700) % n]);
        y[i] = acc;
    }
}

// kernel 700 ends here
__global__ void kernel_701(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 701.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 701) % n]);
        y[i] = acc;
    }
}

// kernel 701 ends here
__global__ void kernel_702(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 702.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 702) % n]);
        y[i] = acc;
    }
}

// kernel 702 ends here
__global__ void kernel_703(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 703.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 703) % n]);
        y[i] = acc;
    }
}

// kernel 703 ends here
__global__ void kernel_704(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 704.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 704) % n]);
        y[i] = acc;
    }
}

// kernel 704 ends here
__global__ void kernel_705(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 705.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 705) % n]);
        y[i] = acc;
    }
}

// kernel 705 ends here
__global__ void kernel_706(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 706.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 706) % n]);
        y[i] = acc;
    }
}

// kernel 706 ends here
__global__ void kernel_707(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 707.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 707) % n]);
        y[i] = acc;
    }
}

// kernel 707 ends here
__global__ void kernel_708(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 708.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 708) % n]);
        y[i] = acc;
    }
}

// kernel 708 ends here
__global__ void kernel_709(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 709.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 709) % n]);
        y[i] = acc;
    }
}

// kernel 709 ends here
__global__ void kernel_710(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 710.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 710) % n]);
        y[i] = acc;
    }
}

// kernel 710 ends here
__global__ void kernel_711(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 711.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 711) % n]);
        y[i] = acc;
    }
}

// kernel 711 ends here
__global__ void kernel_712(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 712.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 712) % n]);
        y[i] = acc;
    }
}

// kernel 712 ends here
__global__ void kernel_713(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 713.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 713) % n]);
        y[i] = acc;
    }
}

// kernel 713 ends here
__global__ void kernel_714(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 714.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 714) % n]);
        y[i] = acc;
    }
}

// kernel 714 ends here
__global__ void kernel_715(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 715.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 715) % n]);
        y[i] = acc;
    }
}

// kernel 715 ends here
__global__ void kernel_716(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 716.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 716) % n]);
        y[i] = acc;
    }
}

// kernel 716 ends here
__global__ void kernel_717(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 717.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 717) % n]);
        y[i] = acc;
    }
}

// kernel 717 ends here
__global__ void kernel_718(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 718.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 718) % n]);
        y[i] = acc;
    }
}

// kernel 718 ends here
__global__ void kernel_719(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 719.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 719) % n]);
        y[i] = acc;
    }
}

// kernel 719 ends here
__global__ void kernel_720(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 720.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 720) % n]);
        y[i] = acc;
    }
}

// kernel 720 ends here
__global__ void kernel_721(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 721.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 721) % n]);
        y[i] = acc;
    }
}

// kernel 721 ends here
__global__ void kernel_722(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 722.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 722) % n]);
        y[i] = acc;
    }
}

// kernel 722 ends here
__global__ void kernel_723(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 723.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 723) % n]);
        y[i] = acc;
    }
}

// kernel 723 ends here
__global__ void kernel_724(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 724.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 724) % n]);
        y[i] = acc;
    }
}

// kernel 724 ends here
__global__ void kernel_725(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 725.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 725) % n]);
        y[i] = acc;
    }
}

// kernel 725 ends here
__global__ void kernel_726(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 726.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 726) % n]);
        y[i] = acc;
    }
}

// kernel 726 ends here
__global__ void kernel_727(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 727.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 727) % n]);
        y[i] = acc;
    }
}

// kernel 727 ends here
__global__ void kernel_728(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 728.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 728) % n]);
        y[i] = acc;
    }
}

// kernel 728 ends here
__global__ void kernel_729(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 729.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 729) % n]);
        y[i] = acc;
    }
}

// kernel 729 ends here
__global__ void kernel_730(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 730.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 730) % n]);
        y[i] = acc;
    }
}

// kernel 730 ends here
__global__ void kernel_731(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 731.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 731) % n]);
        y[i] = acc;
    }
}

// kernel 731 ends here
__global__ void kernel_732(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 732.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 732) % n]);
        y[i] = acc;
    }
}

// kernel 732 ends here
__global__ void kernel_733(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 733.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 733) % n]);
        y[i] = acc;
    }
}

// kernel 733 ends here
__global__ void kernel_734(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 734.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 734) % n]);
        y[i] = acc;
    }
}

// kernel 734 ends here
__global__ void kernel_735(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 735.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 735) % n]);
        y[i] = acc;
    }
}

// kernel 735 ends here
__global__ void kernel_736(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 736.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 736) % n]);
        y[i] = acc;
    }
}

// kernel 736 ends here
__global__ void kernel_737(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 737.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 737) % n]);
        y[i] = acc;
    }
}

// kernel 737 ends here
__global__ void kernel_738(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 738.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 738) % n]);
        y[i] = acc;
    }
}

// kernel 738 ends here
__global__ void kernel_739(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 739.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 739) % n]);
        y[i] = acc;
    }
}

// kernel 739 ends here
__global__ void kernel_740(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 740.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 740) % n]);
        y[i] = acc;
    }
}

// kernel 740 ends here
__global__ void kernel_741(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 741.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 741) % n]);
        y[i] = acc;
    }
}

// kernel 741 ends here
__global__ void kernel_742(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 742.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 742) % n]);
        y[i] = acc;
    }
}

// kernel 742 ends here
__global__ void kernel_743(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 743.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 743) % n]);
        y[i] = acc;
    }
}

// kernel 743 ends here
__global__ void kernel_744(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 744.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 744) % n]);
        y[i] = acc;
    }
}

// kernel 744 ends here
__global__ void kernel_745(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 745.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 745) % n]);
        y[i] = acc;
    }
}

// kernel 745 ends here
__global__ void kernel_746(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 746.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 746) % n]);
        y[i] = acc;
    }
}

// kernel 746 ends here
__global__ void kernel_747(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 747.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 747) % n]);
        y[i] = acc;
    }
}

// kernel 747 ends here
__global__ void kernel_748(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 748.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 748) % n]);
        y[i] = acc;
    }
}

// kernel 748 ends here
__global__ void kernel_749(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 749.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 749) % n]);
        y[i] = acc;
    }
}

// kernel 749 ends here
__global__ void kernel_750(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 750.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 750) % n]);
        y[i] = acc;
    }
}

// kernel 750 ends here
__global__ void kernel_751(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 751.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 751) % n]);
        y[i] = acc;
    }
}

// kernel 751 ends here
__global__ void kernel_752(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 752.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 752) % n]);
        y[i] = acc;
    }
}

// kernel 752 ends here
__global__ void kernel_753(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 753.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 753) % n]);
        y[i] = acc;
    }
}

// kernel 753 ends here
__global__ void kernel_754(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 754.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 754) % n]);
        y[i] = acc;
    }
}

// kernel 754 ends here
__global__ void kernel_755(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 755.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 755) % n]);
        y[i] = acc;
    }
}

// kernel 755 ends here
__global__ void kernel_756(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 756.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 756) % n]);
        y[i] = acc;
    }
}

// kernel 756 ends here
__global__ void kernel_757(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 757.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 757) % n]);
        y[i] = acc;
    }
}

// kernel 757 ends here
__global__ void kernel_758(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 758.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 758) % n]);
        y[i] = acc;
    }
}

// kernel 758 ends here
__global__ void kernel_759(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 759.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 759) % n]);
        y[i] = acc;
    }
}

// kernel 759 ends here
__global__ void kernel_760(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 760.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 760) % n]);
        y[i] = acc;
    }
}

// kernel 760 ends here
__global__ void kernel_761(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 761.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 761) % n]);
        y[i] = acc;
    }
}

// kernel 761 ends here
__global__ void kernel_762(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 762.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 762) % n]);
        y[i] = acc;
    }
}

// kernel 762 ends here
__global__ void kernel_763(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 763.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 763) % n]);
        y[i] = acc;
    }
}

// kernel 763 ends here
__global__ void kernel_764(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 764.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 764) % n]);
        y[i] = acc;
    }
}

// kernel 764 ends here
__global__ void kernel_765(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 765.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 765) % n]);
        y[i] = acc;
    }
}

// kernel 765 ends here
__global__ void kernel_766(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 766.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 766) % n]);
        y[i] = acc;
    }
}

// kernel 766 ends here
__global__ void kernel_767(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 767.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 767) % n]);
        y[i] = acc;
    }
}

// kernel 767 ends here
__global__ void kernel_768(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 768.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 768) % n]);
        y[i] = acc;
    }
}

// kernel 768 ends here
__global__ void kernel_769(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 769.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 769) % n]);
        y[i] = acc;
    }
}

// kernel 769 ends here
__global__ void kernel_770(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 770.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 770) % n]);
        y[i] = acc;
    }
}

// kernel 770 ends here
__global__ void kernel_771(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 771.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 771) % n]);
        y[i] = acc;
    }
}

// kernel 771 ends here
__global__ void kernel_772(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 772.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 772) % n]);
        y[i] = acc;
    }
}

// kernel 772 ends here
__global__ void kernel_773(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 773.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 773) % n]);
        y[i] = acc;
    }
}

// kernel 773 ends here
__global__ void kernel_774(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 774.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 774) % n]);
        y[i] = acc;
    }
}

// kernel 774 ends here
__global__ void kernel_775(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 775.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 775) % n]);
        y[i] = acc;
    }
}

// kernel 775 ends here
__global__ void kernel_776(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 776.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 776) % n]);
        y[i] = acc;
    }
}

// kernel 776 ends here
__global__ void kernel_777(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 777.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 777) % n]);
        y[i] = acc;
    }
}

// kernel 777 ends here
__global__ void kernel_778(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 778.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 778) % n]);
        y[i] = acc;
    }
}

// kernel 778 ends here
__global__ void kernel_779(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 779.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 779) % n]);
        y[i] = acc;
    }
}

// kernel 779 ends here
__global__ void kernel_780(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 780.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 780) % n]);
        y[i] = acc;
    }
}

// kernel 780 ends here
__global__ void kernel_781(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 781.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 781) % n]);
        y[i] = acc;
    }
}

// kernel 781 ends here
__global__ void kernel_782(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 782.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 782) % n]);
        y[i] = acc;
    }
}

// kernel 782 ends here
__global__ void kernel_783(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 783.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 783) % n]);
        y[i] = acc;
    }
}

// kernel 783 ends here
__global__ void kernel_784(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 784.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 784) % n]);
        y[i] = acc;
    }
}

// kernel 784 ends here
__global__ void kernel_785(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 785.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 785) % n]);
        y[i] = acc;
    }
}

// kernel 785 ends here
__global__ void kernel_786(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 786.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 786) % n]);
        y[i] = acc;
    }
}

// kernel 786 ends here
__global__ void kernel_787(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 787.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 787) % n]);
        y[i] = acc;
    }
}

// kernel 787 ends here
__global__ void kernel_788(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 788.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 788) % n]);
        y[i] = acc;
    }
}

// kernel 788 ends here
__global__ void kernel_789(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 789.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 789) % n]);
        y[i] = acc;
    }
}

// kernel 789 ends here
__global__ void kernel_790(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 790.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 790) % n]);
        y[i] = acc;
    }
}

// kernel 790 ends here
__global__ void kernel_791(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 791.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 791) % n]);
        y[i] = acc;
    }
}

// kernel 791 ends here
__global__ void kernel_792(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 792.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 792) % n]);
        y[i] = acc;
    }
}

// kernel 792 ends here
__global__ void kernel_793(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 793.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 793) % n]);
        y[i] = acc;
    }
}

// kernel 793 ends here
__global__ void kernel_794(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 794.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 794) % n]);
        y[i] = acc;
    }
}

// kernel 794 ends here
__global__ void kernel_795(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 795.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 795) % n]);
        y[i] = acc;
    }
}

// kernel 795 ends here
__global__ void kernel_796(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 796.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 796) % n]);
        y[i] = acc;
    }
}

// kernel 796 ends here
__global__ void kernel_797(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 797.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 797) % n]);
        y[i] = acc;
    }
}

// kernel 797 ends here
__global__ void kernel_798(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 798.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 798) % n]);
        y[i] = acc;
    }
}

// kernel 798 ends here
__global__ void kernel_799(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 799.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 799) % n]);
        y[i] = acc;
    }
}

// kernel 799 ends here
__global__ void kernel_800(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 800.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 800) % n]);
        y[i] = acc;
    }
}

// kernel 800 ends here
__global__ void kernel_801(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 801.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 801) % n]);
        y[i] = acc;
    }
}

// kernel 801 ends here
__global__ void kernel_802(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 802.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 802) % n]);
        y[i] = acc;
    }
}

// kernel 802 ends here
__global__ void kernel_803(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 803.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 803) % n]);
        y[i] = acc;
    }
}

// kernel 803 ends here
__global__ void kernel_804(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 804.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 804) % n]);
        y[i] = acc;
    }
}

// kernel 804 ends here
__global__ void kernel_805(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 805.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 805) % n]);
        y[i] = acc;
    }
}

// kernel 805 ends here
__global__ void kernel_806(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 806.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 806) % n]);
        y[i] = acc;
    }
}

// kernel 806 ends here
__global__ void kernel_807(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 807.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 807) % n]);
        y[i] = acc;
    }
}

// kernel 807 ends here
__global__ void kernel_808(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 808.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 808) % n]);
        y[i] = acc;
    }
}

// kernel 808 ends here
__global__ void kernel_809(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 809.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 809) % n]);
        y[i] = acc;
    }
}

// kernel 809 ends here
__global__ void kernel_810(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 810.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 810) % n]);
        y[i] = acc;
    }
}

// kernel 810 ends here
__global__ void kernel_811(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 811.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 811) % n]);
        y[i] = acc;
    }
}

// kernel 811 ends here
__global__ void kernel_812(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 812.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 812) % n]);
        y[i] = acc;
    }
}

// kernel 812 ends here
__global__ void kernel_813(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 813.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 813) % n]);
        y[i] = acc;
    }
}

// kernel 813 ends here
__global__ void kernel_814(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 814.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 814) % n]);
        y[i] = acc;
    }
}

// kernel 814 ends here
__global__ void kernel_815(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 815.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 815) % n]);
        y[i] = acc;
    }
}

// kernel 815 ends here
__global__ void kernel_816(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 816.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 816) % n]);
        y[i] = acc;
    }
}

// kernel 816 ends here
__global__ void kernel_817(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 817.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 817) % n]);
        y[i] = acc;
    }
}

// kernel 817 ends here
__global__ void kernel_818(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 818.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 818) % n]);
        y[i] = acc;
    }
}

// kernel 818 ends here
__global__ void kernel_819(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 819.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 819) % n]);
        y[i] = acc;
    }
}

// kernel 819 ends here
__global__ void kernel_820(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 820.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 820) % n]);
        y[i] = acc;
    }
}

// kernel 820 ends here
__global__ void kernel_821(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 821.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 821) % n]);
        y[i] = acc;
    }
}

// kernel 821 ends here
__global__ void kernel_822(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 822.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 822) % n]);
        y[i] = acc;
    }
}

// kernel 822 ends here
__global__ void kernel_823(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 823.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 823) % n]);
        y[i] = acc;
    }
}

// kernel 823 ends here
__global__ void kernel_824(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 824.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 824) % n]);
        y[i] = acc;
    }
}

// kernel 824 ends here
__global__ void kernel_825(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 825.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 825) % n]);
        y[i] = acc;
    }
}

// kernel 825 ends here
__global__ void kernel_826(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 826.0f;
    if (i < n) {
        acc += x[i] * 1.5f;
        acc = fmaxf(acc, x[(i + 826) % n]);
        y[i] = acc;
    }
}

// kernel 826 ends here
__global__ void kernel_827(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 827.0f;
    if (i < n) {
        acc += x[i] * 2.5f;
        acc = fmaxf(acc, x[(i + 827) % n]);
        y[i] = acc;
    }
}

// kernel 827 ends here
__global__ void kernel_828(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 828.0f;
    if (i < n) {
        acc += x[i] * 3.5f;
        acc = fmaxf(acc, x[(i + 828) % n]);
        y[i] = acc;
    }
}

// kernel 828 ends here
__global__ void kernel_829(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 829.0f;
    if (i < n) {
        acc += x[i] * 4.5f;
        acc = fmaxf(acc, x[(i + 829) % n]);
        y[i] = acc;
    }
}

// kernel 829 ends here
__global__ void kernel_830(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 830.0f;
    if (i < n) {
        acc += x[i] * 5.5f;
        acc = fmaxf(acc, x[(i + 830) % n]);
        y[i] = acc;
    }
}

// kernel 830 ends here
__global__ void kernel_831(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 831.0f;
    if (i < n) {
        acc += x[i] * 6.5f;
        acc = fmaxf(acc, x[(i + 831) % n]);
        y[i] = acc;
    }
}

// kernel 831 ends here
__global__ void kernel_832(const float* x, float* y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float acc = 832.0f;
    if (i < n) {
        acc += x[i] * 7.5f;
        acc = fmaxf(acc, x[(i + 832) % n]);
        y[i] = acc;
    }
}

// kernel 832 ends here
// padding 9996
// padding 9997
// padding 9998
// padding 9999
