! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! Loops mapped by shifted and permuted ON rules: PARALLEL (I, J) ON A(I + 1, J - 1) writing
! A at that element, a loop over (J, I) mapped ON B(J, I) of a transposed array, a strided
! loop (step 3) ON an element with a shift, and a wavefront (ACROSS) over a 2-D array aligned
! with a stretched template (A(I, J) WITH T(2 * I - 1, J + 1)) distributed GEN_BLOCK x BLOCK.
program shifted_on
  implicit none
  integer, parameter :: n = 15, m = 13
  integer :: gb(4)
  real(8) :: a(0:n + 1, 0:m + 1), b(m, n), s
  integer :: i, j, k, np
  integer :: number_of_processors
!dvm$ processors p(number_of_processors(), 1)
!dvm$ template t(2 * n + 3, m + 3)
!dvm$ dynamic t
!dvm$ align a(i, j) with t(2 * i + 1, j + 1)
!dvm$ align b(j, i) with a(i, j)
!dvm$ shadow a(1:1, 1:1)
  np = number_of_processors()
  gb = 0
  do k = 1, np
    gb(k) = (2 * n + 3) / np
  end do
  gb(1) = gb(1) + (2 * n + 3) - sum(gb(1:np))
!dvm$ redistribute t(gen_block(gb), block) onto p
!dvm$ parallel (i, j) on a(i, j)
  do i = 0, n + 1
    do j = 0, m + 1
      a(i, j) = 0
    end do
  end do
!dvm$ parallel (i, j) on a(i + 1, j - 1)
  do i = 0, n - 1
    do j = 2, m + 1
      a(i + 1, j - 1) = mod((i + 1) * 3 + (j - 1) * 5, 11) * 0.1d0 + 1
    end do
  end do
!dvm$ parallel (j, i) on b(j, i)
  do j = 1, m
    do i = 1, n
      b(j, i) = a(i, j) * 0.5d0 + j
    end do
  end do
!dvm$ parallel (i, j) on a(i + 1, j), private(k)
  do i = 0, n - 1, 3
    do j = 1, m
      k = mod(i + j, 4)
      a(i + 1, j) = a(i + 1, j) + k * b(j, i + 1)
    end do
  end do
!dvm$ parallel (i, j) on a(i, j), across(a(1:1, 1:1))
  do i = 1, n
    do j = 1, m
      a(i, j) = 0.25d0 * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1)) + 0.01d0 * b(j, i)
    end do
  end do
  s = 0
!dvm$ parallel (i, j) on a(i, j), reduction(sum(s))
  do i = 1, n
    do j = 1, m
      s = s + a(i, j) * (i + 2 * j)
    end do
  end do
  write (*, '(a, es24.15)') 'checksum', s
  write (*, '(4es24.15)') a(1, 1), a(n, m), a(7, 5), b(m, n)
end program shifted_on
